/**
 * The template library through the real Worker (docs/product.md, Templates): /templates' counts
 * equal the library's and the plan cards', its filters and pages, the previews (rendered by our
 * renderer, kept in R2 per library version), and the choice: a Free creator cannot use a premium
 * template by a typed address or a hand-made POST, and a chosen template ends in the document.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { templateCounts, templates } from "~/engines/render/templates";
import { imageSize } from "~/engines/render/image-size";
import { parseThumbnailDocument } from "~/engines/render/thumbnail-document";
import { templateLibraryVersion } from "~/features/templates/library-version";
import { templatesPageSize } from "~/features/templates/template-filters";
import { signedInUser } from "./billing-helpers";
import { finishedJob, origin, type Browser } from "./helpers";

const basicTemplate = templates.find((t) => t.tier === "basic")!;
const premiumTemplate = templates.find((t) => t.tier === "premium")!;

/** The number of results /templates says it found (its `data-count`). */
function resultCount(html: string) {
  const count = /data-testid="templates-results"[^>]*data-count="(\d+)"/.exec(html)?.[1];
  expect(count, "the results count").toBeDefined();
  return Number(count);
}

const cardsOf = (html: string) => [
  ...html.matchAll(/data-testid="template-card" data-template="([^"]+)" data-tier="(basic|premium)"/g),
];

async function setPlan(userId: string, plan: "free" | "starter") {
  await env.DB.prepare(`UPDATE profiles SET plan = ?2, has_watermark = ?3 WHERE id = ?1`)
    .bind(userId, plan, plan === "free" ? 1 : 0)
    .run();
}

function generate(browser: Browser, fields: Record<string, string>) {
  const body = new FormData();
  body.set("intent", "generate");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return browser.fetch("/gerar", { method: "POST", body, headers: { Origin: origin } });
}

async function jobsOf(userId: string) {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1`)
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("the template library", () => {
  it("sends a signed-out visitor to log in and back; its previews are for signed-in creators only", async () => {
    const path = "/templates?estilo=bold";
    const response = await SELF.fetch(new URL(path, origin), { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    const preview = await SELF.fetch(new URL(`/templates/previa/${basicTemplate.id}?w=320&lang=pt`, origin));
    expect(preview.status).toBe(404);
  });

  it("counts what the library holds, per tier and with filters, and the plan cards say the same numbers", async () => {
    const counts = templateCounts();
    expect(counts.basic + counts.premium).toBe(counts.total);
    const { browser } = await signedInUser();
    const all = await (await browser.get("/templates")).text();
    expect(resultCount(all)).toBe(counts.total);
    expect(all).toContain(
      `${counts.total} templates na biblioteca: ${counts.basic} básicos e ${counts.premium} premium`,
    );
    expect(cardsOf(all)).toHaveLength(Math.min(templatesPageSize, counts.total));
    expect(resultCount(await (await browser.get("/templates?tipo=basic")).text())).toBe(counts.basic);
    expect(resultCount(await (await browser.get("/templates?tipo=premium")).text())).toBe(counts.premium);
    const { niche, style, colour } = premiumTemplate;
    const filtered = await (
      await browser.get(`/templates?${new URLSearchParams({ nicho: niche, estilo: style, cor: colour })}`)
    ).text();
    const expected = templates.filter((t) => t.niche === niche && t.style === style && t.colour === colour);
    expect(resultCount(filtered)).toBe(expected.length);
    expect(cardsOf(filtered).map(([, id]) => id)).toEqual(
      expected.slice(0, templatesPageSize).map((t) => t.id),
    );
    // An unknown filter value is dropped, not an error.
    expect(resultCount(await (await browser.get("/templates?nicho=nada&cor=%3Cb%3E")).text())).toBe(
      counts.total,
    );

    const format = (n: number, language: "pt" | "en") =>
      new Intl.NumberFormat(language === "pt" ? "pt-BR" : "en-US").format(n);
    for (const [language, path, basicLine, premiumLine] of [
      [
        "pt",
        "/",
        `${format(counts.basic, "pt")} templates básicos`,
        `${format(counts.total, "pt")} templates, ${format(counts.premium, "pt")} deles premium`,
      ],
      [
        "pt",
        "/assinatura",
        `${format(counts.basic, "pt")} templates básicos`,
        `${format(counts.total, "pt")} templates, ${format(counts.premium, "pt")} deles premium`,
      ],
      [
        "en",
        "/",
        `${format(counts.basic, "en")} basic templates`,
        `${format(counts.total, "en")} templates, ${format(counts.premium, "en")} of them premium`,
      ],
    ] as const) {
      const page = language === "pt" ? browser : (await signedInUser({ language: "en" })).browser;
      const html = await (await page.get(path)).text();
      expect(html, `${language} ${path}`).toContain(basicLine);
      expect(html, `${language} ${path}`).toContain(premiumLine);
      expect(html).not.toMatch(/50\+|200\+/);
    }
  });

  it("pages a long grid, keeping the filters in the links", async () => {
    const { browser } = await signedInUser();
    const counts = templateCounts();
    const pages = Math.ceil(counts.total / templatesPageSize);
    if (pages < 2) return;
    const first = await (await browser.get("/templates")).text();
    expect(first).toContain(`Página 1 de ${pages}`);
    expect(first).toContain('href="/templates?pagina=2"');
    const last = await (await browser.get(`/templates?pagina=${pages}`)).text();
    expect(cardsOf(last)).toHaveLength(counts.total - (pages - 1) * templatesPageSize);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      const html = await (await browser.get(`/templates?pagina=${page}`)).text();
      for (const [, id] of cardsOf(html)) seen.add(id!);
    }
    expect(seen.size).toBe(counts.total);
  });

  it("serves real previews from the renderer, kept in R2 per template, language, width and library version", async () => {
    const { browser } = await signedInUser();
    const path = `/templates/previa/${basicTemplate.id}?w=320&lang=pt&v=${templateLibraryVersion}`;
    const response = await browser.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const jpeg = new Uint8Array(await response.arrayBuffer());
    expect(imageSize(jpeg)).toMatchObject({ width: 320, height: 180 });
    const kept = await env.MEDIA.get(`templates/${templateLibraryVersion}/${basicTemplate.id}-pt-320.jpg`);
    expect(kept).not.toBeNull();
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(jpeg);
    const wide = await browser.get(
      `/templates/previa/${basicTemplate.id}?w=640&lang=en&v=${templateLibraryVersion}`,
    );
    expect(imageSize(new Uint8Array(await wide.arrayBuffer()))).toMatchObject({ width: 640, height: 360 });
    // An older version's address still answers, but the browser is not told to keep it.
    const old = await browser.get(`/templates/previa/${basicTemplate.id}?w=320&lang=pt&v=old`);
    expect(old.status).toBe(200);
    expect(old.headers.get("Cache-Control")).not.toContain("immutable");
    expect((await browser.get(`/templates/previa/${basicTemplate.id}?w=999&lang=pt`)).status).toBe(404);
    expect((await browser.get(`/templates/previa/no-such-template?w=320&lang=pt`)).status).toBe(404);
    // The grid points at these addresses, with a 320 and a 640 in its srcset.
    const html = await (await browser.get(`/templates?tipo=basic`)).text();
    expect(html).toContain(
      `/templates/previa/${basicTemplate.id}?w=320&amp;lang=pt&amp;v=${templateLibraryVersion} 320w`,
    );
    expect(html).toContain('loading="lazy"');
  });

  it("locks premium templates on Free: no way to choose them, refused by a typed address and by a direct POST", async () => {
    const { userId, browser } = await signedInUser();
    const grid = await (await browser.get("/templates?tipo=premium")).text();
    expect(grid).toContain("Premium: disponível nos planos pagos.");
    expect(grid).not.toContain(`/gerar?template=${premiumTemplate.id}"`);
    expect(grid).toContain('href="/assinatura"');

    const typed = await (await browser.get(`/gerar?template=${premiumTemplate.id}`)).text();
    expect(typed).toContain("Este template é premium");
    expect(typed).not.toContain(`name="template" value="${premiumTemplate.id}"`);

    const premium = await generate(browser, {
      niche: "games",
      titles: "Zerei o jogo",
      template: premiumTemplate.id,
    });
    expect(premium.status).toBe(403);
    const html = await premium.text();
    expect(html).toContain("Este template é premium");
    expect(html).toContain("Zerei o jogo");
    const unknown = await generate(browser, { niche: "games", template: "no-such-template" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Esse template não existe na biblioteca");
    const long = await generate(browser, { niche: "games", template: "x".repeat(200) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Esse template não existe na biblioteca");
    expect(await jobsOf(userId)).toBe(0);

    const { browser: english } = await signedInUser({ language: "en" });
    const refused = await generate(english, { niche: "games", template: premiumTemplate.id });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This template is premium");
  });

  it("a chosen template ends in the generated document, its first option, on Free (basic) and Starter (premium)", async () => {
    for (const [plan, template] of [
      ["free", basicTemplate],
      ["starter", premiumTemplate],
    ] as const) {
      const { userId, browser } = await signedInUser();
      await setPlan(userId, plan);
      const form = await (await browser.get(`/gerar?template=${template.id}`)).text();
      expect(form).toContain(`name="template" value="${template.id}"`);
      expect(form).toContain(template.name.pt);
      const response = await generate(browser, {
        niche: "culinária",
        titles: "Pão caseiro em 10 minutos",
        template: template.id,
      });
      expect(response.status, plan).toBe(303);
      const jobId = new URL(response.headers.get("Location")!, origin).searchParams.get("job")!;
      expect((await finishedJob(jobId)).status).toBe("succeeded");
      const { results } = await env.DB.prepare(
        `SELECT document FROM thumbnails WHERE job_id = ?1 ORDER BY variant`,
      )
        .bind(jobId)
        .all<{ document: string }>();
      expect(results).toHaveLength(4);
      const first = parseThumbnailDocument(JSON.parse(results[0]!.document))!;
      expect(first.template).toBe(template.id);
      expect(first.layers.map((layer) => layer.text).join(" ")).toMatch(/Pão caseiro/i);
      const page = await (await browser.get(`/gerar?job=${jobId}`)).text();
      expect(page).toContain(`template ${template.name.pt}`);
    }
  }, 90_000);
});
