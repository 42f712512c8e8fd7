import { docPageLoader } from "~/features/site/doc-page.server";
import { privacyPage } from "~/features/site/privacy.server";
import { scriptsAfterPaint } from "~/ui/paint-first";

/** A page to read: its scripts load after the first paint (docs/decisions/007-paint-first-hydrate-after.md). */
export const handle = scriptsAfterPaint;

export const loader = docPageLoader(privacyPage);

export { DocPageRoute as default, docPageMeta as meta } from "~/features/site/components/doc-page-view";
