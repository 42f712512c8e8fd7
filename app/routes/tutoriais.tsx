import { docPageLoader } from "~/features/site/doc-page.server";
import { tutorialsPage } from "~/features/site/tutorials.server";

export const loader = docPageLoader(tutorialsPage);

export { DocPageRoute as default, docPageMeta as meta } from "~/features/site/components/doc-page-view";
