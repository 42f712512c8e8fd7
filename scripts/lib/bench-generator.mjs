// The quick generator's and the editor's figures against the running app (offline provider, pt):
// from the form's submission to the results page listing the 4 options, a draft preview (640 px,
// rendered by the web Worker) and a saved edit (1280×720, rendered and stored). Plain HTTP, the
// way a page without JavaScript drives them, so the figures are the server's.
import { aiPacer, timingSummary } from "./bench-browser.mjs";

const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The editor form's current values, as the browser would submit them (radio: the checked one). */
function editorFields(html) {
  const start = html.indexOf('id="editor-form"');
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields = new URLSearchParams();
  for (const m of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    fields.set(decode(m[1]), decode(m[2]));
  for (const m of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]+)" selected/.exec(m[2]);
    if (selected) fields.set(decode(m[1]), decode(selected[1]));
  }
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const attrs = m[1];
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    const value = /value="([^"]*)"/.exec(attrs)?.[1];
    if (!name || value === undefined || /type="submit"/.test(attrs)) continue;
    if (/type="radio"/.test(attrs) && !/checked/.test(attrs)) continue;
    fields.set(decode(name), decode(value));
  }
  return fields;
}

export async function generatorFigures(base, cookie, runs) {
  const headers = { Cookie: cookie, Origin: base, "Accept-Language": "pt-BR" };
  const generation = [];
  let optionId = null;
  for (let i = 0; i < runs; i++) {
    const body = new FormData();
    body.set("intent", "generate");
    body.set("niche", "culinária");
    body.set("titles", `Pão caseiro em ${10 + i} minutos`);
    await aiPacer.take();
    const started = performance.now();
    const posted = await fetch(`${base}/gerar`, { method: "POST", body, headers, redirect: "manual" });
    if (posted.status !== 303) throw new Error(`generator: the form was refused (${posted.status})`);
    const results = new URL(posted.headers.get("Location"), base);
    for (;;) {
      const html = await (await fetch(results, { headers })).text();
      const ids = [...html.matchAll(/data-testid="option" data-id="([0-9a-f-]{36})"/g)].map((m) => m[1]);
      if (ids.length === 4) {
        optionId ??= ids[0];
        break;
      }
      if (performance.now() - started > 60_000) throw new Error("generator: no results after 60 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    generation.push(performance.now() - started);
  }

  const editorHtml = await (await fetch(`${base}/gerar/editor/${optionId}`, { headers })).text();
  const fields = editorFields(editorHtml);
  const previews = [];
  const saves = [];
  for (let i = 0; i < runs; i++) {
    fields.set("layers[0].text", `Ação nº ${i}: coração de pão`);
    const started = performance.now();
    const preview = await fetch(`${base}/gerar/editor/${optionId}/previa?${fields}`, { headers });
    await preview.arrayBuffer();
    if (preview.status !== 200) throw new Error(`editor: the preview failed (${preview.status})`);
    previews.push(performance.now() - started);

    const begun = performance.now();
    const saved = await fetch(`${base}/gerar/editor/${optionId}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([...fields, ["intent", "save"]]),
      redirect: "manual",
    });
    if (saved.status !== 303) throw new Error(`editor: the save failed (${saved.status})`);
    saves.push(performance.now() - begun);
  }
  return {
    runs,
    generation: timingSummary(generation),
    preview: timingSummary(previews),
    save: timingSummary(saves),
  };
}
