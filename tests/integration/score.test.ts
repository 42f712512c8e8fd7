/**
 * The thumbnail score in the app (docs/product.md, Performance AI) through the real Worker: on
 * Pro its route answers a ThumbnailScore kept in R2 per revision until an edit, the dashboard's
 * dialog shows it and "Aplicar" saves a new revision that scores higher on that sub-score; a
 * Creator's direct requests are refused; the API includes it for Elite.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { scoreObjectKey } from "~/core/storage/keys";
import { parseThumbnailDocument, type ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { subScoreIds, type ThumbnailScore } from "~/engines/score/thumbnail-score";
import { editorParams, valuesOf } from "~/features/editor/editor-form";
import { api, apiUser, storedThumbnail } from "./api-helpers";
import { finishedJob, origin, type Browser } from "./helpers";

/** Generates through /gerar (the offline provider) and returns the thumbnails with their documents. */
async function generated(browser: Browser, title: string) {
  const body = new FormData();
  body.set("intent", "generate");
  body.set("niche", "culinária");
  body.set("titles", title);
  const response = await browser.fetch("/gerar", { method: "POST", body, headers: { Origin: origin } });
  expect(response.status).toBe(303);
  const jobId = new URL(response.headers.get("Location")!, origin).searchParams.get("job")!;
  expect((await finishedJob(jobId)).status).toBe("succeeded");
  const { results } = await env.DB.prepare(
    `SELECT id, document FROM thumbnails WHERE job_id = ?1 ORDER BY variant`,
  )
    .bind(jobId)
    .all<{ id: string; document: string }>();
  return results.map((row) => ({ id: row.id, document: parseThumbnailDocument(JSON.parse(row.document))! }));
}

async function row(id: string) {
  const found = await env.DB.prepare(`SELECT revision, document FROM thumbnails WHERE id = ?1`)
    .bind(id)
    .first<{ revision: number; document: string }>();
  return { revision: found!.revision, document: parseThumbnailDocument(JSON.parse(found!.document))! };
}

/** Saves `document` through the editor, as its form posts it. */
async function saveThroughEditor(browser: Browser, id: string, document: ThumbnailDocument) {
  const fields = Object.fromEntries(editorParams(valuesOf(document)));
  const response = await browser.post(`/gerar/editor/${id}`, { ...fields, intent: "save" });
  expect(response.status).toBe(303);
}

async function scoreOf(browser: Browser, id: string) {
  const response = await browser.get(`/gerar/editor/${id}/nota`);
  expect(response.status).toBe(200);
  return (await response.json()) as { draft: boolean; score: ThumbnailScore; opinion: unknown };
}

function expectThumbnailScore(score: ThumbnailScore) {
  expect(score.score).toBeGreaterThanOrEqual(0);
  expect(score.score).toBeLessThanOrEqual(100);
  expect(score.subScores.length).toBeGreaterThanOrEqual(6);
  for (const sub of score.subScores) {
    expect(subScoreIds).toContain(sub.id);
    expect(sub.score).toBeGreaterThanOrEqual(0);
    expect(sub.score).toBeLessThanOrEqual(100);
  }
}

describe("the thumbnail score", () => {
  it("on Pro: the route answers a ThumbnailScore, kept per revision and made anew by an edit", async () => {
    const { browser } = await apiUser("pro");
    const [first] = await generated(browser, "Pão de fermentação natural sem sova");
    const { id } = first!;

    const scored = await scoreOf(browser, id);
    expect(scored.draft).toBe(false);
    expect(scored.opinion).toBeNull();
    expectThumbnailScore(scored.score);

    // Kept in R2 for revision 0: a second request reads it rather than scoring again.
    const key = scoreObjectKey(id, 0);
    const stored = (await (await env.MEDIA.get(key))!.json()) as { score: ThumbnailScore };
    expect(stored.score).toEqual(scored.score);
    await env.MEDIA.put(key, JSON.stringify({ ...stored, score: { ...stored.score, score: 1 } }));
    expect((await scoreOf(browser, id)).score.score).toBe(1);

    // The dashboard's dialog shows the same (cached) score, its sub-scores named.
    const dialog = await (await browser.get(`/dashboard?score=${id}`)).text();
    expect(dialog).toContain("Nota da thumbnail");
    expect(dialog).toContain('data-testid="score-panel" data-score="1"');
    expect(dialog).toContain("Legibilidade no celular");

    // An edit is a new revision: scored anew, and the old revision's score is let go.
    const { document } = await row(id);
    await saveThroughEditor(browser, id, {
      ...document,
      layers: document.layers.map((l) => (l.role === "headline" ? { ...l, text: "Sem sova" } : l)),
    });
    expect((await row(id)).revision).toBe(1);
    const after = await scoreOf(browser, id);
    expect(after.score.score).not.toBe(1);
    expectThumbnailScore(after.score);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await env.MEDIA.head(scoreObjectKey(id, 1))).not.toBeNull();

    // A draft in the address is scored as drafted, and not kept.
    const draft = editorParams(
      valuesOf({ ...document, layers: document.layers.map((l) => ({ ...l, size: 16 })) }),
    );
    const drafted = await browser.get(`/gerar/editor/${id}/nota?${draft}`);
    const draftScore = (await drafted.json()) as { draft: boolean; score: ThumbnailScore };
    expect(draftScore.draft).toBe(true);
    expect(draftScore.score.subScores.find((s) => s.id === "legibility")!.score).toBeLessThan(
      after.score.subScores.find((s) => s.id === "legibility")!.score,
    );

    // Deleting the thumbnail deletes its score.
    await browser.post(`/dashboard`, { intent: "delete", id });
    expect(await env.MEDIA.head(scoreObjectKey(id, 1))).toBeNull();
  });

  it("'Aplicar' saves the fix as a new revision that scores higher on that sub-score", async () => {
    const { browser } = await apiUser("pro", { language: "en" });
    const [first] = await generated(browser, "Sourdough bread without kneading");
    const { id, document } = first!;
    // Text too small to read on a phone.
    await saveThroughEditor(browser, id, {
      ...document,
      layers: document.layers.map((l) => (l.role === "headline" ? { ...l, size: 16 } : l)),
    });
    const before = (await scoreOf(browser, id)).score;
    const legibility = before.subScores.find((s) => s.id === "legibility")!;
    expect(legibility.fix?.patch).toBeTruthy();

    const dialog = await (await browser.get(`/dashboard?score=${id}`)).text();
    expect(dialog).toContain("Thumbnail score");
    expect(dialog).toContain('name="subScore" value="legibility"');

    const applied = await browser.post(`/dashboard?score=${id}`, {
      intent: "apply-fix",
      id,
      subScore: "legibility",
    });
    expect(applied.status).toBe(303);
    expect(new URL(applied.headers.get("Location")!, origin).searchParams.get("score")).toBe(id);
    const saved = await row(id);
    expect(saved.revision).toBe(2);
    const headline = saved.document.layers.find((l) => l.id === legibility.fix!.layerId)!;
    expect(headline.size).toBeGreaterThan(16);
    const after = (await scoreOf(browser, id)).score;
    expect(after.subScores.find((s) => s.id === "legibility")!.score).toBeGreaterThan(legibility.score);
  });

  it("on Creator: the dialog shows the way to the plans, and direct requests are refused", async () => {
    const { browser } = await apiUser("creator");
    const [first] = await generated(browser, "Pão de queijo de frigideira");
    const { id } = first!;

    const dialog = await (await browser.get(`/dashboard?score=${id}`)).text();
    expect(dialog).toContain("Incluída nos planos Pro e Elite.");
    expect(dialog).toContain('href="/assinatura"');
    expect(dialog).not.toContain('data-testid="score-panel"');

    expect((await browser.get(`/gerar/editor/${id}/nota`)).status).toBe(403);
    const applied = await browser.post(`/dashboard?score=${id}`, {
      intent: "apply-fix",
      id,
      subScore: "legibility",
    });
    expect(applied.status).toBe(403);
    expect((await row(id)).revision).toBe(0);
    expect(await env.MEDIA.head(scoreObjectKey(id, 0))).toBeNull();

    const editor = await (await browser.get(`/gerar/editor/${id}`)).text();
    expect(editor).toContain("IA de performance");
    expect(editor).toContain('data-testid="score-locked"');
  });

  it("the API's GET /thumbnails/{id} includes the score for Elite, its fixes in the caller's language", async () => {
    const { browser, key, userId } = await apiUser("elite");
    const [first] = await generated(browser, "Pão de forma caseiro");
    const response = await api(key, `/thumbnails/${first!.id}`, { headers: { "Accept-Language": "en-US" } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      id: string;
      score: {
        score: number;
        formula: number;
        sub_scores: { id: string; fix: { message: string } | null }[];
      };
      score_opinion?: unknown;
    };
    expect(body.id).toBe(first!.id);
    expect(body.score.score).toBeGreaterThanOrEqual(0);
    expect(body.score.sub_scores.map((s) => s.id)).toEqual(
      expect.arrayContaining(["clutter", "colour", "legibility"]),
    );
    for (const sub of body.score.sub_scores) if (sub.fix) expect(sub.fix.message).not.toMatch(/^score\./);
    expect(body.score_opinion).toBeUndefined();
    expect(await env.MEDIA.head(scoreObjectKey(first!.id, 0))).not.toBeNull();

    // A thumbnail made before layer documents is scored from its picture alone.
    const old = await storedThumbnail(userId);
    const plain = (await (await api(key, `/thumbnails/${old.id}`)).json()) as typeof body;
    expect(plain.score.sub_scores.map((s) => s.id)).not.toContain("legibility");
    expect(plain.score.sub_scores.map((s) => s.id)).toContain("clutter");
  });

  it("the API writes a fix's numbers and words as the caller's language does (13,3 and 'e' in pt)", async () => {
    const { browser, key } = await apiUser("elite");
    const [first] = await generated(browser, "Pão de fermentação natural");
    const id = first!.id;
    type Body = { score: { sub_scores: { id: string; fix: { message: string } | null }[] } };
    expect((await api(key, `/thumbnails/${id}`)).status).toBe(200);

    // The kept score given a low contrast and a repeated title, as the engine writes them.
    const stored = (await (await env.MEDIA.get(scoreObjectKey(id, 0)))!.json()) as { score: ThumbnailScore };
    const fixes: Record<string, ThumbnailScore["subScores"][number]["fix"]> = {
      contrast: { key: "score.fix.contrast", values: { ratio: 13.25 }, layerId: "headline", patch: null },
      title: {
        key: "score.fix.title",
        values: { words: ["Pão", "fermentação"] },
        layerId: "headline",
        patch: null,
      },
    };
    const subScores = stored.score.subScores.map((sub) =>
      fixes[sub.id] ? { ...sub, fix: fixes[sub.id]! } : sub,
    );
    await env.MEDIA.put(
      scoreObjectKey(id, 0),
      JSON.stringify({ ...stored, score: { ...stored.score, subScores } }),
    );

    const message = async (language: string, subScore: string) => {
      const response = await api(key, `/thumbnails/${id}`, { headers: { "Accept-Language": language } });
      const body = (await response.json()) as Body;
      return body.score.sub_scores.find((sub) => sub.id === subScore)!.fix!.message;
    };
    expect(await message("pt-BR", "contrast")).toContain("contraste de 13,3:1");
    expect(await message("pt-BR", "title")).toContain("(Pão e fermentação)");
    expect(await message("en-US", "contrast")).toContain("contrast 13.3:1");
    expect(await message("en-US", "title")).toContain("(Pão and fermentação)");
  });
});
