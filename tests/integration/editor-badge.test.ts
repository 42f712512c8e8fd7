/**
 * The editor's badge through the real Worker (offline provider): a generated thumbnail's number
 * badge is a layer of its document, edited and saved like the headline, removed and brought back
 * with a checkbox (a plain form post, as without JavaScript), and it follows the headline's number.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseThumbnailDocument, type ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { signedInUser } from "./billing-helpers";
import { finishedJob, origin, type Browser } from "./helpers";

async function generatedDocuments(browser: Browser, title: string) {
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

/** The editor's form for `document` as the page draws it, with `changes` (null drops a field). */
function formOf(document: ThumbnailDocument, changes: Record<string, string | null> = {}) {
  const fields: Record<string, string> = { intent: "save", background: String(document.background) };
  document.layers.forEach((layer, i) => {
    const name = (field: string) => `layers[${i}].${field}`;
    fields[name("text")] = layer.text;
    fields[name("size")] = String(layer.size);
    fields[name("color")] = layer.color;
    if (layer.accent) fields[name("accent")] = layer.accent;
    fields[name("outlineColor")] = layer.outline.color;
    fields[name("outlineWidth")] = String(layer.outline.width);
    fields[name("position")] = layer.position;
    if (layer.hidden) fields[name("removed")] = "on";
    if (layer.followsHeadline) fields[name("derived")] = layer.text;
  });
  for (const [name, value] of Object.entries(changes))
    if (value === null) delete fields[name];
    else fields[name] = value;
  return fields;
}

async function savedDocument(id: string) {
  const row = await env.DB.prepare(`SELECT document FROM thumbnails WHERE id = ?1`)
    .bind(id)
    .first<{ document: string }>();
  return parseThumbnailDocument(JSON.parse(row!.document))!;
}

const badgeOf = (document: ThumbnailDocument) => document.layers.findIndex((l) => l.role === "badge");

describe("the editor's badge", () => {
  it("is a layer of every option with a number, and is edited, removed and brought back by a plain form", async () => {
    const { browser } = await signedInUser();
    const options = await generatedDocuments(browser, "Top 5 erros de quem faz pão");
    for (const option of options) {
      const badge = option.document.layers[badgeOf(option.document)]!;
      expect(badge).toMatchObject({ role: "badge", text: "5", followsHeadline: true });
    }
    const { id, document } = options.find((o) => o.document.layout === "tilted-band")!;
    const b = badgeOf(document);
    expect(document.layers[b]!.plate).toMatchObject({ kind: "burst" });

    const page = await (await browser.get(`/gerar/editor/${id}`)).text();
    expect(page).toContain("Selo");
    expect(page).toContain("Remover da thumbnail");
    expect(page).toContain(`name="layers[${b}].derived"`);

    // The saved JPEG, as stored.
    const image = async () => {
      const row = await env.DB.prepare(`SELECT image_url AS key FROM thumbnails WHERE id = ?1`)
        .bind(id)
        .first<{ key: string }>();
      return new Uint8Array(await (await env.MEDIA.get(row!.key))!.arrayBuffer());
    };
    const original = await image();
    const edited = await browser.post(
      `/gerar/editor/${id}`,
      formOf(document, { [`layers[${b}].text`]: "TOP 3" }),
    );
    expect(edited.status).toBe(303);
    const afterEdit = await savedDocument(id);
    expect(afterEdit.layers[b]).toMatchObject({ text: "TOP 3" });
    expect(afterEdit.layers[b]!.followsHeadline).toBeUndefined();
    const editedImage = await image();
    expect(Buffer.from(editedImage).equals(Buffer.from(original))).toBe(false);

    const removed = await browser.post(
      `/gerar/editor/${id}`,
      formOf(afterEdit, { [`layers[${b}].removed`]: "on" }),
    );
    expect(removed.status).toBe(303);
    const afterRemove = await savedDocument(id);
    expect(afterRemove.layers[b]).toMatchObject({ text: "TOP 3", hidden: true });
    const removedPage = await (await browser.get(`/gerar/editor/${id}`)).text();
    expect(removedPage).toContain("Removida: não aparece na thumbnail");
    expect(Buffer.from(await image()).equals(Buffer.from(editedImage))).toBe(false);

    const back = await browser.post(
      `/gerar/editor/${id}`,
      formOf(afterRemove, { [`layers[${b}].removed`]: null }),
    );
    expect(back.status).toBe(303);
    expect((await savedDocument(id)).layers[b]!.hidden).toBeUndefined();
    // Drawn again exactly as before it was removed.
    expect(Buffer.from(await image()).equals(Buffer.from(editedImage))).toBe(true);
  });

  it("follows the headline: a new number replaces the old one, no number hides it (in English too)", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const options = await generatedDocuments(browser, "Top 5 bread mistakes");
    const { id, document } = options[1]!;
    const b = badgeOf(document);
    const h = document.layers.findIndex((l) => l.role === "headline");

    const draft = new URLSearchParams(formOf(document, { [`layers[${h}].text`]: "Top 8 bread mistakes" }));
    draft.delete("intent");
    const preview = await (await browser.get(`/gerar/editor/${id}?${draft}`)).text();
    expect(preview).toContain("Badge");
    // The badge's field shows the headline's new number, not a stale "5".
    expect(preview).toMatch(new RegExp(`name="layers\\[${b}\\]\\.text"[^>]*>8</textarea>`));

    const saved = await browser.post(
      `/gerar/editor/${id}`,
      formOf(document, { [`layers[${h}].text`]: "Bread without kneading" }),
    );
    expect(saved.status).toBe(303);
    const after = await savedDocument(id);
    expect(after.layers[b]).toMatchObject({ hidden: true, followsHeadline: true });
    const page = await (await browser.get(`/gerar/editor/${id}`)).text();
    expect(page).toContain("Not shown: the main text has no number.");
  });
});
