import { docPageLoader } from "~/content/doc-page.server";
import { privacyPage } from "~/content/privacy.server";

export const loader = docPageLoader(privacyPage);
export { DocPageRoute as default, docPageMeta as meta } from "~/components/doc-page-view";
