import { docPageLoader } from "~/features/site/doc-page.server";
import { termsPage } from "~/features/site/terms.server";

export const loader = docPageLoader(termsPage);

export { DocPageRoute as default, docPageMeta as meta } from "~/features/site/components/doc-page-view";
