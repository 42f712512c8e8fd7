import { docPageLoader } from "~/features/site/doc-page.server";
import { cookiesPage } from "~/features/site/cookies.server";

export const loader = docPageLoader(cookiesPage);

export { DocPageRoute as default, docPageMeta as meta } from "~/features/site/components/doc-page-view";
