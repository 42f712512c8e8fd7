import { numberFormat } from "~/core/i18n/formatters";
/** An image's size in megapixels as the reader writes numbers ("4.2" in en, "4,2" in pt). */
export function megapixelFigure(language: string, megapixels: number): string {
  return numberFormat(language, { maximumFractionDigits: 1 }).format(megapixels);
}
