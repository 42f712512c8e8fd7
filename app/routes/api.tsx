import { docPageLoader } from "~/content/doc-page.server";
import { apiPage } from "~/content/api-docs.server";

export const loader = docPageLoader(apiPage);
export { DocPageRoute as default, docPageMeta as meta } from "~/components/doc-page-view";
