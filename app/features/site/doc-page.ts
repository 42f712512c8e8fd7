/**
 * The shape of a long-form page (terms, privacy, cookies, help, tutorials, API). Each page's text lives
 * in its own `*.server.ts` module with one `DocPage` per language; the route loader sends only the
 * page and language being read, so the text never weighs on other pages.
 */
export interface DocBlock {
  /** A paragraph. `{{supportEmail}}` is replaced with the configured support address. */
  text?: string;
  /** A bulleted list (or numbered, when the section sets `ordered`). */
  items?: string[];
  /** A code sample shown verbatim (e.g. a curl command); `{{origin}}` becomes this site's address. */
  code?: string;
}

export interface DocSection {
  /** Anchor id, unique within the page, lowercase-with-dashes. */
  id: string;
  title: string;
  blocks: DocBlock[];
  ordered?: boolean;
  /** An optional call to action inside the section: a path on this site and its label. */
  link?: { to: string; label: string };
}

export interface DocPage {
  /** The <h1> and the document title. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** One or two sentences under the title. */
  intro: string;
  /** ISO date the text was last changed, e.g. "2026-11-22". */
  updated: string;
  sections: DocSection[];
}

export type DocPageTranslations = { pt: DocPage; en: DocPage };
