import { docPageLoader } from "~/content/doc-page.server";
import { cookiesPage } from "~/content/cookies.server";

export const loader = docPageLoader(cookiesPage);
export { DocPageRoute as default, docPageMeta as meta } from "~/components/doc-page-view";
