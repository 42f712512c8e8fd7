import { docPageLoader } from "~/features/site/doc-page.server";
import { apiPage } from "~/features/site/api-docs.server";

export const loader = docPageLoader(apiPage);

export { DocPageRoute as default, docPageMeta as meta } from "~/features/site/components/doc-page-view";
