import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { supportedLanguages } from "~/core/i18n/config";
import { publicPages } from "~/core/http/public-pages";
import { localizedUrl } from "~/core/http/seo";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every public page once per language, each listing its alternates (hreflang). */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const urls = publicPages.flatMap((path) =>
    supportedLanguages.map((language) => {
      const alternates = supportedLanguages
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt === "pt" ? "pt-BR" : "en"}" href="${escapeXml(localizedUrl(origin, path, alt))}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(localizedUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
