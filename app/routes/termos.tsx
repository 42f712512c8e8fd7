import { docPageLoader } from "~/content/doc-page.server";
import { termsPage } from "~/content/terms.server";

export const loader = docPageLoader(termsPage);
export { DocPageRoute as default, docPageMeta as meta } from "~/components/doc-page-view";
