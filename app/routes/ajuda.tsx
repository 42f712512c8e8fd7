import { docPageLoader } from "~/features/site/doc-page.server";
import { helpPage } from "~/features/site/help.server";

export const loader = docPageLoader(helpPage);

export { DocPageRoute as default, docPageMeta as meta } from "~/features/site/components/doc-page-view";
