/**
 * The YouTube Data API client against the fake YouTube server (tests/fakes/youtube). One file a few
 * lines over 400 because every block below shares the one fake server and helpers set up here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeYoutube, startFakeYoutube } from "../../../tests/fakes/youtube";
import { type ChannelRef, parseChannelRef } from "~/core/youtube/channel-ref";
import {
  YOUTUBE_TIMEOUT_MS,
  type YoutubeApiOptions,
  YoutubeApiError,
  bestThumbnail,
  createYoutubeApi,
  errorCodeFor,
  outlierScores,
} from "~/core/youtube/youtube-api.server";

let fake: Awaited<ReturnType<typeof startFakeYoutube>>;

beforeAll(async () => {
  fake = await startFakeYoutube();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const KEY = "AIzaSy-test-key-0123456789";
const api = (apiKey = KEY) => createYoutubeApi({ apiKey, baseUrl: fake.url });
const { techLab, cozinha, emptyChannel } = fakeYoutube;

/** The error a promise rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<YoutubeApiError> {
  const error = await promise.then(
    () => expect.unreachable("expected a YoutubeApiError"),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(YoutubeApiError);
  return error as YoutubeApiError;
}

const expectDescending = (values: number[]) => expect(values).toEqual([...values].sort((a, b) => b - a));

describe("resolveChannel", () => {
  const techLabChannel = {
    id: techLab.id,
    title: "Tech Lab Brasil",
    handle: "techlabbrasil",
    thumbnail: expect.stringMatching(/^https:\/\/yt3\.ggpht\.com\/.+=s800-/),
  };

  it.each<[string, ChannelRef]>([
    ["handle", { kind: "handle", handle: "techlabbrasil" }],
    ["handle in another case", { kind: "handle", handle: "TechLabBrasil" }],
    ["id", { kind: "id", id: techLab.id }],
    ["custom", { kind: "custom", name: "TechLabBrasil" }],
    ["user", { kind: "user", name: "techlabbr" }],
    ["video", { kind: "video", id: techLab.uploads[7]!.id }],
  ])("finds a channel by its %s", async (_, ref) => {
    await expect(api().resolveChannel(ref)).resolves.toEqual(techLabChannel);
  });

  it("asks YouTube with the right parameters", async () => {
    await api().resolveChannel({ kind: "handle", handle: "techlabbrasil" });
    await api().resolveChannel({ kind: "custom", name: "TechLabBrasil" });
    await api().resolveChannel({ kind: "video", id: techLab.uploads[0]!.id });
    expect(fake.requests.map(({ path, params }) => ({ path, params }))).toEqual([
      {
        path: "/channels",
        params: { part: "snippet,contentDetails", forHandle: "@techlabbrasil", key: KEY },
      },
      {
        path: "/search",
        params: { part: "snippet", type: "channel", q: "TechLabBrasil", maxResults: "1", key: KEY },
      },
      { path: "/channels", params: { part: "snippet,contentDetails", id: techLab.id, key: KEY } },
      { path: "/videos", params: { part: "snippet", id: techLab.uploads[0]!.id, key: KEY } },
      { path: "/channels", params: { part: "snippet,contentDetails", id: techLab.id, key: KEY } },
    ]);
  });

  it.each([
    "https://www.youtube.com/@cozinhadavov%C3%B3/videos",
    "@CozinhaDaVovó",
    "youtube.com/@cozinhadavovo\u0301",
  ])("finds the channel with an accent in its handle from %s", async (input) => {
    const ref = parseChannelRef(input);
    expect(ref).not.toBeNull();
    await expect(api().resolveChannel(ref!)).resolves.toMatchObject({
      id: cozinha.id,
      title: "Cozinha da Vovó",
      handle: "cozinhadavovó",
    });
  });

  it("gives a null handle for a channel without one", async () => {
    await expect(api().resolveChannel({ kind: "user", name: "receitasrapidas" })).resolves.toMatchObject({
      title: "Receitas Rápidas",
      handle: null,
    });
  });

  it.each<[string, ChannelRef]>([
    ["handle", { kind: "handle", handle: "nobodyhere" }],
    ["id", { kind: "id", id: "UC0000000000000000000000" }],
    ["custom", { kind: "custom", name: "NoSuchChannelAnywhere" }],
    ["user", { kind: "user", name: "nobodyhere" }],
    ["video", { kind: "video", id: "AAAAAAAAAAA" }],
  ])("answers not_found for an unknown %s", async (_, ref) => {
    const error = await failure(api().resolveChannel(ref));
    expect(error.code).toBe("not_found");
  });
});

describe("channelUploads", () => {
  it("gives the 50 newest uploads by default, newest first, from one page", async () => {
    const uploads = await api().channelUploads(techLab.id);
    expect(uploads).toHaveLength(50);
    expectDescending(uploads.map((video) => Date.parse(video.publishedAt)));
    // The playlist lists two of them out of order; the result doesn't.
    expect(uploads.map((video) => video.videoId)).toEqual(
      techLab.uploads.slice(0, 50).map((video) => video.id),
    );
    expect(fake.requests.map((request) => request.path)).toEqual(["/channels", "/playlistItems", "/videos"]);
    expect(fake.requests[1]!.params).toMatchObject({
      playlistId: techLab.uploadsPlaylist,
      part: "contentDetails",
      maxResults: "50",
    });
    expect(fake.requests[1]!.params.pageToken).toBeUndefined();
  });

  it("describes each video", async () => {
    const [newest] = await api().channelUploads(techLab.id, 1);
    const source = techLab.uploads[0]!;
    expect(newest).toEqual({
      videoId: source.id,
      title: source.title,
      publishedAt: source.publishedAt,
      views: source.views,
      thumbnail: `https://i.ytimg.com/vi/${source.id}/maxresdefault.jpg`,
      channelId: techLab.id,
      channelTitle: "Tech Lab Brasil",
    });
    expect(fake.requests[1]!.params.maxResults).toBe("1");
  });

  it("picks the best thumbnail each video has", async () => {
    const uploads = await api().channelUploads(techLab.id, 60);
    const thumbnailOf = (index: number) =>
      uploads.find((video) => video.videoId === techLab.uploads[index]!.id)!.thumbnail;
    expect(thumbnailOf(0)).toMatch(/\/maxresdefault\.jpg$/);
    expect(thumbnailOf(3)).toMatch(/\/sddefault\.jpg$/);
    expect(thumbnailOf(45)).toMatch(/\/hqdefault\.jpg$/);
    for (const video of uploads) expect(video.thumbnail).toMatch(/^https:\/\/i\.ytimg\.com\/vi\//);
  });

  it("follows nextPageToken past 50 and batches videos.list by 50", async () => {
    const uploads = await api().channelUploads(techLab.id, 60);
    expect(uploads).toHaveLength(60);
    expectDescending(uploads.map((video) => Date.parse(video.publishedAt)));
    const pages = fake.requests.filter((request) => request.path === "/playlistItems");
    expect(pages).toHaveLength(2);
    expect(pages[0]!.params.maxResults).toBe("50");
    expect(pages[1]!.params.maxResults).toBe("10");
    expect(pages[1]!.params.pageToken).toBeTruthy();
    const batches = fake.requests.filter((request) => request.path === "/videos");
    expect(batches.map((request) => request.params.id!.split(",").length).sort()).toEqual([10, 50]);
    expect(batches[0]!.params.part).toBe("snippet,statistics");
  });

  it("stops when the playlist ends", async () => {
    await expect(api().channelUploads(techLab.id, 200)).resolves.toHaveLength(60);
    await expect(api().channelUploads(cozinha.id)).resolves.toHaveLength(8);
  });

  it("gives nothing for a channel without uploads or for max 0", async () => {
    await expect(api().channelUploads(emptyChannel.id)).resolves.toEqual([]);
    await expect(api().channelUploads(techLab.id, 0)).resolves.toEqual([]);
  });

  it("answers not_found for an unknown channel", async () => {
    const error = await failure(api().channelUploads("UC0000000000000000000000"));
    expect(error.code).toBe("not_found");
  });

  it("scores the outlier far above the rest", async () => {
    const uploads = await api().channelUploads(techLab.id);
    const scores = outlierScores(uploads);
    const outlierAt = uploads.findIndex((video) => video.videoId === techLab.outlier.id);
    expect(outlierAt).toBeGreaterThanOrEqual(0);
    expect(scores[outlierAt]).toBeGreaterThan(50);
    const others = scores.filter((_, index) => index !== outlierAt);
    expect(Math.min(...others)).toBeGreaterThan(0.5);
    expect(Math.max(...others)).toBeLessThan(1.5);
  });
});

describe("searchVideos", () => {
  it("finds the niche's most-viewed videos with their statistics", async () => {
    const videos = await api().searchVideos("air fryer");
    expect(videos).toHaveLength(fakeYoutube.nicheVideos.length);
    expectDescending(videos.map((video) => video.views));
    expect(videos[0]).toMatchObject({ title: "Jantar em 15 minutos na air fryer", views: 5_120_000 });
    // Search results only carry up to "high"; videos.list has the larger ones.
    expect(videos[1]!.thumbnail).toMatch(/\/maxresdefault\.jpg$/);
    expect(new Set(videos.map((video) => video.channelTitle))).toEqual(
      new Set(["Air Fryer Pro", "Receitas Rápidas", "Cozinha da Vovó"]),
    );
    expect(fake.requests[0]).toEqual({
      path: "/search",
      params: {
        part: "snippet",
        type: "video",
        order: "viewCount",
        q: "air fryer",
        maxResults: "25",
        key: KEY,
      },
    });
    expect(fake.requests[1]!.path).toBe("/videos");
  });

  it("takes max and publishedAfter", async () => {
    const three = await api().searchVideos("air fryer", { max: 3 });
    expect(three.map((video) => video.views)).toEqual([5_120_000, 2_350_000, 870_000]);

    const recent = await api().searchVideos("AIR FRYER", {
      publishedAfter: new Date("2026-04-01T00:00:00Z"),
    });
    expect(recent.length).toBeGreaterThan(0);
    for (const video of recent)
      expect(Date.parse(video.publishedAt)).toBeGreaterThan(Date.parse("2026-04-01"));
    expect(fake.requests.at(-2)!.params.publishedAfter).toBe("2026-04-01T00:00:00.000Z");

    await api().searchVideos("air fryer", { max: 500, publishedAfter: "2026-01-01T00:00:00Z" });
    expect(fake.requests.at(-2)!.params).toMatchObject({
      maxResults: "50",
      publishedAfter: "2026-01-01T00:00:00Z",
    });
  });

  it("gives nothing without a query or a match, asking videos.list for nothing", async () => {
    await expect(api().searchVideos("   ")).resolves.toEqual([]);
    await expect(api().searchVideos("quantum knitting")).resolves.toEqual([]);
    expect(fake.requests.map((request) => request.path)).toEqual(["/search"]);
  });
});

describe("outlierScores", () => {
  const views = (...counts: number[]) => counts.map((count) => ({ views: count }));

  it("divides by the median, rounded to 0.1, in order", () => {
    expect(outlierScores(views(100, 200, 1000))).toEqual([0.5, 1, 5]);
    // Even count: the median is the mean of the middle two (150).
    expect(outlierScores(views(100, 200, 100, 3000))).toEqual([0.7, 1.3, 0.7, 20]);
    expect(outlierScores(views(3, 3, 1))).toEqual([1, 1, 0.3]);
  });

  it("gives 0 when the median is 0 and nothing for no videos", () => {
    expect(outlierScores(views(0, 0, 500))).toEqual([0, 0, 0]);
    expect(outlierScores([])).toEqual([]);
  });
});

describe("bestThumbnail", () => {
  it("prefers maxres > standard > high > medium > default", () => {
    const sizes = ["default", "medium", "high", "standard", "maxres"] as const;
    for (let count = 1; count <= sizes.length; count += 1) {
      const thumbnails = Object.fromEntries(sizes.slice(0, count).map((size) => [size, { url: size }]));
      expect(bestThumbnail(thumbnails)).toBe(sizes[count - 1]);
    }
    expect(bestThumbnail({ medium: { url: "m" }, maxres: { url: "" } })).toBe("m");
    expect(bestThumbnail(undefined)).toBeNull();
  });
});

describe("errors", () => {
  const anything: ChannelRef = { kind: "handle", handle: "techlabbrasil" };

  it.each([
    [fakeYoutube.keys.invalid, "invalid_key", 400, "keyInvalid"],
    [fakeYoutube.keys.quota, "quota_exceeded", 403, "quotaExceeded"],
    [fakeYoutube.keys.unavailable, "unavailable", 503, "backendError"],
  ] as const)("the key %s gives %s", async (key, code, status, reason) => {
    for (const call of [
      () => api(key).resolveChannel(anything),
      () => api(key).channelUploads(techLab.id),
      () => api(key).searchVideos("air fryer"),
    ]) {
      const error = await failure(call());
      expect(error).toMatchObject({ code, status, reason, name: "YoutubeApiError" });
      expect(error.message).not.toContain(key);
    }
  });

  it("refuses an empty key without asking", async () => {
    const error = await failure(api("  ").resolveChannel(anything));
    expect(error.code).toBe("invalid_key");
    expect(fake.requests).toHaveLength(0);
  });

  it("maps YouTube's error reasons", () => {
    const body = (reason: string, message = "") => ({
      error: { code: 400, message, errors: [{ reason, message }] },
    });
    expect(errorCodeFor(400, body("badRequest", "API key not valid. Please pass a valid API key."))).toEqual({
      code: "invalid_key",
      reason: "badRequest",
    });
    expect(errorCodeFor(400, { error: { details: [{ reason: "API_KEY_INVALID" }] } }).code).toBe(
      "invalid_key",
    );
    expect(errorCodeFor(403, body("keyExpired")).code).toBe("invalid_key");
    expect(errorCodeFor(403, body("accessNotConfigured")).code).toBe("invalid_key");
    expect(errorCodeFor(403, body("forbidden", "The request is missing a valid API key.")).code).toBe(
      "invalid_key",
    );
    expect(errorCodeFor(403, body("quotaExceeded")).code).toBe("quota_exceeded");
    expect(errorCodeFor(403, body("dailyLimitExceeded")).code).toBe("quota_exceeded");
    expect(errorCodeFor(403, body("rateLimitExceeded")).code).toBe("quota_exceeded");
    expect(errorCodeFor(429, null).code).toBe("quota_exceeded");
    expect(errorCodeFor(404, body("channelNotFound")).code).toBe("not_found");
    expect(errorCodeFor(400, body("badRequest", "Invalid value")).code).toBe("unavailable");
    expect(errorCodeFor(500, null).code).toBe("unavailable");
    expect(errorCodeFor(502, "<html>Bad Gateway</html>").code).toBe("unavailable");
  });

  const stubbed = (fetch: NonNullable<YoutubeApiOptions["fetch"]>, apiKey = KEY) =>
    createYoutubeApi({ apiKey, baseUrl: "https://youtube.test/youtube/v3", fetch });

  it("maps a badRequest 'API key not valid' answer to invalid_key, without the key", async () => {
    const message = `API key not valid. Please pass a valid API key. (${KEY})`;
    const api = stubbed(
      async () =>
        new Response(
          JSON.stringify({ error: { code: 400, message, errors: [{ reason: "badRequest", message }] } }),
          {
            status: 400,
          },
        ),
    );
    const error = await failure(api.resolveChannel(anything));
    expect(error.code).toBe("invalid_key");
    expect(error.message).not.toContain(KEY);
  });

  it("answers unavailable for network errors and timeouts, without the key", async () => {
    const refused = stubbed(async (input) => {
      throw new TypeError(`fetch failed: ${String(input)}`, {
        cause: new Error(`connect ECONNREFUSED ${KEY}`),
      });
    });
    const error = await failure(refused.resolveChannel(anything));
    expect(error.code).toBe("unavailable");
    expect(error.message).toContain("ECONNREFUSED");
    expect(error.message).not.toContain(KEY);
    expect(JSON.stringify(error)).not.toContain(KEY);

    const slow = stubbed(async () => {
      throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    });
    const timeout = await failure(slow.searchVideos("air fryer"));
    expect(timeout.code).toBe("unavailable");
    expect(timeout.message).toContain("10 s");
  });

  it("answers unavailable when nothing listens", async () => {
    const gone = await startFakeYoutube();
    await gone.close();
    const error = await failure(
      createYoutubeApi({ apiKey: KEY, baseUrl: gone.url }).channelUploads(techLab.id),
    );
    expect(error.code).toBe("unavailable");
    expect(error.message).not.toContain(KEY);
  });

  it("answers unavailable for a 5xx page or a 200 that isn't JSON", async () => {
    const html = stubbed(async () => new Response("<html>Bad Gateway</html>", { status: 502 }));
    expect((await failure(html.resolveChannel(anything))).code).toBe("unavailable");
    const garbage = stubbed(async () => new Response("not json", { status: 200 }));
    expect((await failure(garbage.resolveChannel(anything))).code).toBe("unavailable");
  });

  it("sends the key and a 10 s timeout signal with every request", async () => {
    const seen: { url: string; signal: AbortSignal | null | undefined }[] = [];
    const api = createYoutubeApi({
      apiKey: KEY,
      baseUrl: `${fake.url}/youtube/v3/`,
      fetch: (input, init) => {
        seen.push({ url: String(input), signal: init?.signal });
        return fetch(input, init);
      },
    });
    await api.resolveChannel({ kind: "video", id: techLab.uploads[0]!.id });
    await api.channelUploads(techLab.id, 60);
    await api.searchVideos("air fryer");
    expect(YOUTUBE_TIMEOUT_MS).toBe(10_000);
    expect(seen.length).toBeGreaterThanOrEqual(8);
    for (const request of seen) {
      expect(request.url.startsWith(`${fake.url}/youtube/v3/`)).toBe(true);
      expect(new URL(request.url).searchParams.get("key")).toBe(KEY);
      expect(request.signal).toBeInstanceOf(AbortSignal);
    }
    expect(fake.requests.every((request) => request.params.key === KEY)).toBe(true);
  });
});
