import { docPageLoader } from "~/features/site/doc-page.server";
import { privacyPage } from "~/features/site/privacy.server";

export const loader = docPageLoader(privacyPage);

export { DocPageRoute as default, docPageMeta as meta } from "~/features/site/components/doc-page-view";
