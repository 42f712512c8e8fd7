import { docPageLoader } from "~/content/doc-page.server";
import { helpPage } from "~/content/help.server";

export const loader = docPageLoader(helpPage);
export { DocPageRoute as default, docPageMeta as meta } from "~/components/doc-page-view";
