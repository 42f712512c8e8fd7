import { docPageLoader } from "~/content/doc-page.server";
import { tutorialsPage } from "~/content/tutorials.server";

export const loader = docPageLoader(tutorialsPage);
export { DocPageRoute as default, docPageMeta as meta } from "~/components/doc-page-view";
