/**
 * The quick generator, the editor, the feed preview and the export pack through the real Worker
 * (offline provider): 4 options with layer documents, metering (batches too), an edit that renders
 * a new JPEG, owner checks on every address, and the pack's archive.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { imageSize } from "~/engines/render/image-size";
import { parseThumbnailDocument } from "~/engines/render/thumbnail-document";
import { readZip } from "../lib/read-zip";
import { profileOf, setUsage, signedInUser } from "./billing-helpers";
import { finishedJob, origin, type Browser } from "./helpers";

async function generate(browser: Browser, fields: Record<string, string>) {
  const body = new FormData();
  body.set("intent", "generate");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return browser.fetch("/gerar", { method: "POST", body, headers: { Origin: origin } });
}

async function optionsOf(jobId: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, title, niche, variant, document, revision, image_url AS imageUrl FROM thumbnails WHERE job_id = ?1 ORDER BY variant`,
  )
    .bind(jobId)
    .all<{
      id: string;
      title: string;
      variant: number;
      document: string;
      revision: number;
      imageUrl: string;
    }>();
  return results;
}

async function generated(browser: Browser, fields: Record<string, string>) {
  const response = await generate(browser, fields);
  expect(response.status).toBe(303);
  const jobId = new URL(response.headers.get("Location")!, origin).searchParams.get("job")!;
  expect((await finishedJob(jobId)).status).toBe("succeeded");
  return { jobId, options: await optionsOf(jobId) };
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

function editFields(document: NonNullable<ReturnType<typeof parseThumbnailDocument>>, text: string) {
  const fields: Record<string, string> = { intent: "save", background: String(document.background) };
  document.layers.forEach((layer, i) => {
    fields[`layers[${i}].text`] = i === 0 ? text : layer.text;
    fields[`layers[${i}].size`] = String(layer.size);
    fields[`layers[${i}].color`] = layer.color;
    if (layer.accent) fields[`layers[${i}].accent`] = layer.accent;
    fields[`layers[${i}].outlineColor`] = layer.outline.color;
    fields[`layers[${i}].outlineWidth`] = String(layer.outline.width);
    fields[`layers[${i}].position`] = layer.position;
  });
  return fields;
}

describe("the quick generator", () => {
  it("sends a signed-out visitor to log in and asks for a niche or a title", async () => {
    for (const path of [
      "/gerar",
      `/gerar/editor/${crypto.randomUUID()}`,
      `/gerar/previa/${crypto.randomUUID()}`,
    ]) {
      const response = await SELF.fetch(new URL(path, origin), { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    }
    const { browser } = await signedInUser();
    const empty = await generate(browser, { niche: "  ", titles: "\n" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Preencha os campos");
    const { browser: english } = await signedInUser({ language: "en" });
    expect(await (await generate(english, {})).text()).toContain("Fill in the fields");
  });

  it("makes 4 options with layer documents, saved to the dashboard and charged once", async () => {
    const { userId, browser } = await signedInUser();
    const { jobId, options } = await generated(browser, {
      niche: "culinária",
      titles: "Pão caseiro em 10 minutos",
    });
    expect(options).toHaveLength(4);
    const documents = options.map((o) => parseThumbnailDocument(JSON.parse(o.document)));
    expect(documents.every(Boolean)).toBe(true);
    expect(new Set(documents.map((d) => d!.style)).size).toBe(4);
    expect(new Set(documents.map((d) => d!.layout)).size).toBe(4);
    expect(documents[0]!.layers[0]!.text).toContain("Pão caseiro");
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
    const page = await (await browser.get(`/gerar?job=${jobId}`)).text();
    expect(page).toContain("Opção 4");
    expect(page).toContain("Impactante (estilo MrBeast)");
    expect(page).toContain("Gerar Novas Opções");
    const dashboard = await (await browser.get("/dashboard")).text();
    expect(dashboard).toContain(`/gerar/editor/${options[0]!.id}`);
  });

  it("takes a batch of titles up to the plan's batch size and charges one generation per title", async () => {
    const { userId, browser } = await signedInUser();
    const two = { niche: "games", titles: "Zerei o jogo\nO chefe mais difícil" };
    const refused = await generate(browser, two);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Seu plano gera 1 título por vez");
    await env.DB.prepare(`UPDATE profiles SET plan = 'creator', monthly_thumbnails_limit = 100 WHERE id = ?1`)
      .bind(userId)
      .run();
    const { options } = await generated(browser, two);
    expect(options.map((o) => o.title)).toEqual([
      ...Array(4).fill("Zerei o jogo"),
      ...Array(4).fill("O chefe mais difícil"),
    ]);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 2, usedAiCredits: 100 });
  });

  it("refuses a generation past the plan's limit with the typed text kept, and an image that is not PNG or JPG", async () => {
    const { userId, browser } = await signedInUser();
    await setUsage(userId, { thumbnails: 3 });
    const limited = await generate(browser, { niche: "viagem", titles: "Paris barato" });
    expect(limited.status).toBe(403);
    const html = await limited.text();
    expect(html).toContain("Limite atingido");
    expect(html).toContain("Paris barato");
    await setUsage(userId, {});
    const body = new FormData();
    body.set("intent", "generate");
    body.set("niche", "viagem");
    body.set(
      "image",
      new File([new TextEncoder().encode("GIF89a not really")], "x.png", { type: "image/png" }),
    );
    const wrong = await browser.fetch("/gerar", { method: "POST", body, headers: { Origin: origin } });
    expect(wrong.status).toBe(415);
    expect(await wrong.text()).toContain("Envie uma imagem PNG ou JPG");
    expect((await profileOf(userId)).usedThumbnails).toBe(0);
  });

  it("edits a headline with accents: the saved JPEG changes, the revision moves, a bad edit changes nothing", async () => {
    const { browser } = await signedInUser();
    const { options } = await generated(browser, { niche: "culinária", titles: "Bolo simples" });
    const option = options[0]!;
    const document = parseThumbnailDocument(JSON.parse(option.document))!;
    const before = await bytesOf(await browser.get(`/thumbnails/${option.id}/image?w=1280&v=wm`));

    const editor = await (await browser.get(`/gerar/editor/${option.id}`)).text();
    expect(editor).toContain("Editor de thumbnail");
    const draft = new URLSearchParams(editFields(document, "Ação já, coração!"));
    draft.delete("intent");
    const preview = await browser.get(`/gerar/editor/${option.id}?${draft}`);
    expect(await preview.text()).toContain(`/gerar/editor/${option.id}/previa?`);
    const previewImage = await browser.get(`/gerar/editor/${option.id}/previa?${draft}`);
    expect(previewImage.headers.get("Content-Type")).toBe("image/jpeg");
    expect(imageSize(await bytesOf(previewImage))).toMatchObject({ width: 640, height: 360 });

    expect(await (await browser.get(`/gerar/editor/${option.id}`)).text()).toContain("Tudo certo");
    const cornered = new URLSearchParams(draft);
    cornered.set("layers[0].position", "bottom-right");
    const warned = await (await browser.get(`/gerar/editor/${option.id}?${cornered}`)).text();
    expect(warned).toContain('data-warning="under-timestamp"');
    expect(warned).toContain("fica embaixo da duração do vídeo");
    const feed = await (await browser.get(`/gerar/previa/${option.id}?${cornered}`)).text();
    expect(feed).toContain('data-warning="under-timestamp"');
    expect(feed).toContain(`/gerar/editor/${option.id}/previa?`);

    const bad = await browser.post(`/gerar/editor/${option.id}`, editFields(document, "   "));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("O texto não pode ficar vazio");

    const saved = await browser.post(`/gerar/editor/${option.id}`, editFields(document, "Ação já, coração!"));
    expect(saved.status).toBe(303);
    const after = await env.DB.prepare(`SELECT revision, document FROM thumbnails WHERE id = ?1`)
      .bind(option.id)
      .first<{ revision: number; document: string }>();
    expect(after!.revision).toBe(1);
    expect(JSON.parse(after!.document).layers[0].text).toBe("Ação já, coração!");
    const old = await browser.get(`/thumbnails/${option.id}/image?w=1280&v=wm`);
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toContain("r=1");
    const image = await bytesOf(await browser.get(`/thumbnails/${option.id}/image?w=1280&v=wm&r=1`));
    expect(imageSize(image)).toMatchObject({ width: 1280, height: 720 });
    expect(image.byteLength).toBeLessThan(2 * 1024 * 1024);
    expect(Buffer.from(image).equals(Buffer.from(before))).toBe(false);
  });

  it("answers another user's ids with a 404 everywhere and changes nothing", async () => {
    const { browser: owner } = await signedInUser();
    const { jobId, options } = await generated(owner, { niche: "pets", titles: "Meu gato" });
    const { browser: other } = await signedInUser();
    const id = options[0]!.id;
    for (const path of [
      `/gerar?job=${jobId}`,
      `/gerar/editor/${id}`,
      `/gerar/editor/${id}/previa`,
      `/gerar/editor/${id}/fundo/0`,
      `/gerar/previa/${id}`,
    ])
      expect((await other.get(path)).status, path).toBe(404);
    const document = parseThumbnailDocument(JSON.parse(options[0]!.document))!;
    expect((await other.post(`/gerar/editor/${id}`, editFields(document, "Roubado"))).status).toBe(404);
    const pack = await other.get(
      `/gerar/pacote?job=${jobId}&ids=${options
        .slice(0, 3)
        .map((o) => o.id)
        .join("&ids=")}`,
    );
    expect(pack.status).toBe(404);
    const row = await env.DB.prepare(`SELECT revision FROM thumbnails WHERE id = ?1`)
      .bind(id)
      .first<{ revision: number }>();
    expect(row!.revision).toBe(0);
  });

  it("packs 3 chosen options as 1280×720 JPEGs under 2 MB, refuses 1, and shows the feed preview in both themes", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const { jobId, options } = await generated(browser, { niche: "travel", titles: "Lisbon on a budget" });
    const ids = options.slice(1, 4).map((o) => o.id);
    const pack = await browser.get(`/gerar/pacote?job=${jobId}&${ids.map((id) => `ids=${id}`).join("&")}`);
    expect(pack.status).toBe(200);
    expect(pack.headers.get("Content-Type")).toBe("application/zip");
    const files = readZip(await bytesOf(pack));
    expect(files.map((f) => f.name)).toEqual([
      "Lisbon on a budget-1.jpg",
      "Lisbon on a budget-2.jpg",
      "Lisbon on a budget-3.jpg",
    ]);
    for (const file of files) {
      expect(imageSize(file.bytes)).toMatchObject({ width: 1280, height: 720 });
      expect(file.bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
    }
    const one = await browser.get(`/gerar/pacote?job=${jobId}&ids=${ids[0]}`);
    expect(one.status).toBe(302);
    expect(one.headers.get("Location")).toBe(`/gerar?job=${jobId}`);

    const light = await (await browser.get(`/gerar/previa/${options[0]!.id}`)).text();
    expect(light).toContain("YouTube feed preview");
    expect(light).toContain('data-feed-theme="light"');
    const dark = await (await browser.get(`/gerar/previa/${options[0]!.id}?tema=escuro`)).text();
    expect(dark).toContain('data-feed-theme="dark"');
  });

  it("shows a failed generation (nothing charged) and its retry sends the same image again, never someone else's", async () => {
    const { userId, browser } = await signedInUser();
    const png = Uint8Array.from(
      atob(
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP4z8DwHwyBNBgwMDAwAAC4Awj9uUvQ5QAAAABJRU5ErkJggg==",
      ),
      (c) => c.charCodeAt(0),
    );
    const name = `${crypto.randomUUID()}.png`;
    await env.MEDIA.put(`references/${userId}/${name}`, png);
    const jobId = crypto.randomUUID();
    const payload = {
      kind: "quick",
      language: "pt",
      niche: "viagem",
      titles: ["Paris barato"],
      referenceKey: `references/${userId}/${name}`,
    };
    await env.DB.prepare(
      `INSERT INTO jobs (id, user_id, live_channel, type, status, payload, error) VALUES (?1, ?2, ?3, 'generation', 'failed', ?4, 'provider_down')`,
    )
      .bind(jobId, userId, `user:${userId}`, JSON.stringify(payload))
      .run();
    const page = await (await browser.get(`/gerar?job=${jobId}`)).text();
    expect(page).toContain("Erro ao gerar thumbnails");
    expect(page).toContain("Nada foi cobrado");
    expect(page).toContain("Paris barato");
    expect(page).toContain(`name="keptImage" value="${name}"`);
    expect((await profileOf(userId)).usedThumbnails).toBe(0);

    const latestPayload = async () =>
      JSON.parse(
        (await env.DB.prepare(`SELECT payload FROM jobs WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 1`)
          .bind(userId)
          .first<{ payload: string }>())!.payload,
      ) as typeof payload;
    const retried = await generate(browser, { niche: "viagem", titles: "Paris barato", keptImage: name });
    expect(retried.status).toBe(303);
    expect((await latestPayload()).referenceKey).toBe(`references/${userId}/${name}`);

    const { userId: otherId } = await signedInUser();
    const foreign = `${crypto.randomUUID()}.png`;
    await env.MEDIA.put(`references/${otherId}/${foreign}`, png);
    await generate(browser, {
      niche: "viagem",
      titles: "Roma barata",
      keptImage: `../${otherId}/${foreign}`,
    });
    expect((await latestPayload()).referenceKey).toBeNull();
  });

  it("shows a running generation's progress, refreshing itself without JavaScript", async () => {
    const { userId, browser } = await signedInUser({ language: "en" });
    const jobId = crypto.randomUUID();
    const payload = {
      kind: "quick",
      language: "en",
      niche: "travel",
      titles: ["Rome", "Paris"],
      referenceKey: null,
    };
    await env.DB.prepare(
      `INSERT INTO jobs (id, user_id, live_channel, type, status, payload) VALUES (?1, ?2, ?3, 'generation', 'running', ?4)`,
    )
      .bind(jobId, userId, `user:${userId}`, JSON.stringify(payload))
      .run();
    const page = await (await browser.get(`/gerar?job=${jobId}`)).text();
    expect(page).toContain("Generating your options…");
    expect(page).toContain("0 of 8 ready");
    expect(page).toMatch(/<noscript><meta http-equiv="refresh" content="3"\/?><\/noscript>/i);
  });
});
