import { getServerT } from "~/core/i18n/i18next.server";

/**
 * What a creator sees when their browser was made to send a form from another site: a short page in
 * their language with the way back, and nothing done.
 */
export async function crossSiteRefusal(request: Request): Promise<Response> {
  const { t, language } = await getServerT(request);
  const title = t("errors.crossSiteTitle");
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${t("errors.crossSiteBody")}</p><p><a href="/">${t("errors.returnHome")}</a></p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
