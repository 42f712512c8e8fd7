/**
 * Channel analysis through the real Worker against the fake YouTube Data API and image host
 * (tests/fakes/youtube.ts): the key from settings (or the server's), every address form, the
 * errors, the history of the latest 10, and a picked thumbnail opening the Thumbnail Expert.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loader as channelLoader } from "~/routes/analise-canal";
import { sniffImageType } from "~/engines/media/image-type";
import { imageSize } from "~/engines/render/image-size";
import { sealYoutubeApiKey } from "~/core/youtube/youtube-key.server";
import { fakeYoutube } from "../fakes/youtube";
import { signedInUser } from "./billing-helpers";
import { Browser, origin } from "./helpers";

const techLab = fakeYoutube.techLab;

async function withKey(key = "creator-key", language: "pt" | "en" = "pt") {
  const user = await signedInUser({ language });
  if (key === fakeYoutube.keys.invalid || key === fakeYoutube.keys.unavailable) {
    // Settings check a key with YouTube before saving it, so these are keys that went bad after
    // being saved (revoked, YouTube down): stored directly.
    await env.DB.prepare(`UPDATE profiles SET youtube_api_key = ?1 WHERE id = ?2`)
      .bind(await sealYoutubeApiKey(env, key), user.userId)
      .run();
    return user;
  }
  const saved = await user.browser.post("/configuracoes/youtube", { apiKey: key });
  expect(saved.status).toBe(303);
  return user;
}

async function search(browser: Browser, query: string, extra = "") {
  const response = await browser.get(`/analise-canal?${new URLSearchParams({ canal: query })}${extra}`);
  return { status: response.status, html: await response.text() };
}

const thumbnailCount = (html: string) => (html.match(/name="intent" value="use-thumbnail"/g) ?? []).length;

async function historyOf(userId: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, channel_url AS url, channel_name AS name, thumbnail_count AS count, channel_id AS channelId
     FROM channel_analysis_history WHERE user_id = ?1 ORDER BY created_at DESC`,
  )
    .bind(userId)
    .all<{ id: string; url: string; name: string; count: number; channelId: string }>();
  return results;
}

describe("channel analysis", () => {
  it("sends a signed-out visitor to the login", async () => {
    const anonymous = new Browser();
    const response = await anonymous.get("/analise-canal?canal=@techlabbrasil");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/analise-canal?canal=%40techlabbrasil" })}`,
    );
  });

  it("without a key says where to add one, in pt and en", async () => {
    for (const language of ["pt", "en"] as const) {
      const { browser } = await signedInUser({ language });
      const page = await (await browser.get("/analise-canal")).text();
      expect(page).toContain(
        language === "pt"
          ? "adicione sua chave da API do YouTube nas configurações"
          : "add your YouTube API key in settings",
      );
      expect(page).toContain('href="/configuracoes/youtube"');
      const { html } = await search(browser, "@techlabbrasil");
      expect(html).toContain(
        language === "pt" ? "Erro ao buscar thumbnails do canal" : "Error fetching channel thumbnails",
      );
      expect(thumbnailCount(html)).toBe(0);
    }
  });

  it("resolves every address form to the channel and lists its 50 latest thumbnails", async () => {
    const { browser, userId } = await withKey();
    const forms = [
      "@techlabbrasil",
      "techlabbrasil",
      "https://www.youtube.com/@TechLabBrasil/videos",
      `youtube.com/channel/${techLab.id}`,
      "https://www.youtube.com/c/TechLabBrasil",
      "https://www.youtube.com/user/techlabbr",
      `https://www.youtube.com/watch?v=${techLab.uploads[5]!.id}&t=42s`,
      `https://youtu.be/${techLab.uploads[7]!.id}`,
    ];
    for (const form of forms) {
      const { status, html } = await search(browser, form);
      expect(status, form).toBe(200);
      expect(html, form).toContain("Thumbnails de Tech Lab Brasil");
      expect(thumbnailCount(html), form).toBe(50);
    }
    const { html } = await search(browser, "@techlabbrasil");
    // Newest first, with the views, the video ID badge and the outlier highlighted.
    expect(html.indexOf(techLab.uploads[0]!.title)).toBeLessThan(html.indexOf(techLab.uploads[1]!.title));
    expect(html).toContain(`ID do vídeo ${techLab.outlier.id}`);
    expect(html).toContain("1.480.000 visualizações");
    expect(html).toContain(`${env.FAKE_YOUTUBE_URL}/vi/${techLab.uploads[0]!.id}/mqdefault.jpg`);
    expect(html).not.toContain("creator-key");
    // Outliers first: the viral upload leads.
    const sorted = await search(browser, "@techlabbrasil", "&ordem=fora-da-curva");
    const firstCard = sorted.html.indexOf('name="videoId"');
    expect(sorted.html.slice(firstCard, firstCard + 60)).toContain(techLab.outlier.id);
    // Eight searches of one channel are one history entry, the latest address on top.
    const history = await historyOf(userId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ name: "Tech Lab Brasil", count: 50, channelId: techLab.id });
  });

  it("explains a blank address, a non-YouTube one, an unknown channel and an empty one", async () => {
    const { browser, userId } = await withKey("creator-key", "en");
    expect((await search(browser, "   ")).html).toContain("Please enter a channel URL");
    expect((await search(browser, "https://vimeo.com/someone")).html).toContain(
      "doesn&#x27;t look like a YouTube channel address",
    );
    expect((await search(browser, "@ninguem-aqui")).html).toContain("Channel not found.");
    const empty = await search(browser, "@canalvazio");
    expect(empty.html).toContain("No thumbnails found. Try another channel.");
    expect(await historyOf(userId)).toHaveLength(0);
    const pt = await withKey();
    expect((await search(pt.browser, "")).html).toContain("Informe a URL de um canal");
    expect((await search(pt.browser, "@canalvazio")).html).toContain(
      "Nenhuma thumbnail encontrada. Tente outro canal.",
    );
  });

  it("tells an invalid key and a spent quota apart, linking to the settings", async () => {
    const invalid = await withKey(fakeYoutube.keys.invalid);
    const bad = await search(invalid.browser, "@techlabbrasil");
    expect(bad.html).toContain("A chave da API do YouTube não foi aceita");
    expect(bad.html).toContain('href="/configuracoes/youtube"');
    const quota = await withKey(fakeYoutube.keys.quota, "en");
    expect((await search(quota.browser, "@techlabbrasil")).html).toContain("daily quota is used up");
    const down = await withKey(fakeYoutube.keys.unavailable, "en");
    expect((await search(down.browser, "@techlabbrasil")).html).toContain("YouTube did not answer");
  });

  it("uses the server's key when the creator has none", async () => {
    const { browser, userId } = await signedInUser();
    const withServerKey = { ...env, YOUTUBE_API_KEY: "server-key" } as Env;
    const result = await channelLoader({
      request: new Request(`${origin}/analise-canal?canal=@cozinhadavovó`, {
        headers: { Cookie: browser.cookieHeader },
      }),
      context: { cloudflare: { env: withServerKey } } as never,
      params: {},
    });
    expect(result.search?.channel.title).toBe("Cozinha da Vovó");
    expect(result.search?.thumbnails).toHaveLength(8);
    const [entry] = await historyOf(userId);
    expect(entry).toMatchObject({ name: "Cozinha da Vovó", count: 8 });
  });

  it("keeps the latest 10 channels; 'Use' searches again; delete removes only the creator's own", async () => {
    const { browser, userId } = await withKey();
    for (const channel of fakeYoutube.smallChannels) await search(browser, `@${channel.handle}`);
    await search(browser, "@cozinhadavovó");
    const history = await historyOf(userId);
    expect(history).toHaveLength(10);
    expect(history[0]!.name).toBe("Cozinha da Vovó");
    expect(history.map((entry) => entry.name)).not.toContain("Canal Pequeno 1");

    const page = await (await browser.get("/analise-canal")).text();
    expect((page.match(/aria-label="Analisar [^"]+ de novo"/g) ?? []).length).toBe(10);
    // 'Use' is a link that refills the address and searches again.
    expect(page).toContain(`href="/analise-canal?canal=${encodeURIComponent("@cozinhadavovó")}"`);
    const again = await search(browser, "@cozinhadavovó");
    expect(thumbnailCount(again.html)).toBe(8);
    expect(again.html).toContain('value="@cozinhadavovó"');

    const stranger = await withKey();
    const refused = await stranger.browser.post("/analise-canal", {
      intent: "delete-history",
      id: history[0]!.id,
    });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("Erro ao remover do histórico");
    expect(await historyOf(userId)).toHaveLength(10);
    const removed = await browser.post("/analise-canal", { intent: "delete-history", id: history[0]!.id });
    expect(removed.status).toBe(303);
    expect((await historyOf(userId)).map((entry) => entry.id)).not.toContain(history[0]!.id);
  });

  it("opens the Thumbnail Expert with a picked thumbnail, fetched by the server into R2", async () => {
    const { browser, userId } = await withKey();
    const video = techLab.uploads[0]!;
    const response = await browser.post("/analise-canal?canal=%40techlabbrasil", {
      intent: "use-thumbnail",
      videoId: video.id,
      title: video.title,
      channel: "Tech Lab Brasil",
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location")!, origin);
    expect(location.pathname).toBe("/thumbnail-expert");
    expect(location.searchParams.get("prompt")).toBe(
      `Quero uma thumbnail inspirada nesta, do canal Tech Lab Brasil: "${video.title}"`,
    );
    const name = location.searchParams.get("upload")!;
    const stored = await env.MEDIA.get(`references/${userId}/${name}`);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect(sniffImageType(bytes)).toBe("image/jpeg");
    expect(imageSize(bytes)).toMatchObject({ width: 1280, height: 720 });

    const expert = await (await browser.get(`${location.pathname}${location.search}`)).text();
    expect(expert).toMatch(new RegExp(`name="referenceUpload"[^>]*value="${name}"`));
    expect(expert).toContain(`/expert/references/${name}`);
    expect(expert).toContain("Thumbnail do YouTube como referência");
    expect((await browser.get(`/expert/references/${name}`)).status).toBe(200);
    // Sent with the first message, the message keeps it as its reference.
    const conversationId = crypto.randomUUID();
    const sent = await browser.post("/thumbnail-expert", {
      intent: "send",
      conversationId,
      clientMessageId: crypto.randomUUID(),
      text: location.searchParams.get("prompt")!,
      referenceUpload: name,
    });
    expect(sent.status).toBeLessThan(400);
    const message = await env.DB.prepare(
      `SELECT reference_image AS reference FROM chat_messages WHERE conversation_id = ?1 AND role = 'user'`,
    )
      .bind(conversationId)
      .first<{ reference: string }>();
    expect(message?.reference).toBe(`references/${userId}/${name}`);
    const stranger = await withKey();
    expect((await stranger.browser.get(`/expert/references/${name}`)).status).toBe(404);

    // A video whose largest thumbnail is 480×360 gets that one.
    const old = techLab.uploads[45]!;
    const older = await browser.post("/analise-canal", {
      intent: "use-thumbnail",
      videoId: old.id,
      title: old.title,
      channel: "Tech Lab Brasil",
    });
    const olderName = new URL(older.headers.get("Location")!, origin).searchParams.get("upload")!;
    const olderBytes = new Uint8Array(
      await (await env.MEDIA.get(`references/${userId}/${olderName}`))!.arrayBuffer(),
    );
    expect(imageSize(olderBytes)).toMatchObject({ width: 480, height: 360 });
  });

  it("refuses a made-up video id without fetching anything else", async () => {
    const { browser } = await withKey();
    for (const videoId of ["../../etc", "https://evil.test/x.jpg", "AAAAAAAAAAA"]) {
      const response = await browser.post("/analise-canal", { intent: "use-thumbnail", videoId, title: "x" });
      expect(response.status, videoId).toBeGreaterThanOrEqual(400);
      expect(await response.text()).toContain("Não foi possível buscar essa thumbnail no YouTube");
    }
  });
});
