import type { BriefLanguage } from "~/core/brief/thumbnail-brief";

/** The assistant's message that presents a generation's 3 variations (they carry its images). */
export function generatedMessage(language: BriefLanguage) {
  return language === "pt"
    ? "Prontinho! Aqui estão suas 3 variações. Elas já estão salvas no seu dashboard. Quer ajustar algo ou gerar novas variações?"
    : "Done! Here are your 3 variations. They are already saved to your dashboard. Want to adjust anything or generate new variations?";
}
