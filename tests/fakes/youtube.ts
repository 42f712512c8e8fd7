import { createHash } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of the YouTube Data API v3 that channel and trend analysis call,
 * on loopback (baseUrl = the returned `url`; the real API's `/youtube/v3` prefix works too):
 *
 * - GET /channels — by `id` (comma-separated), `forHandle` (with or without the @, any case) or
 *   `forUsername`. Like the real API, no match answers without an `items` field at all.
 * - GET /playlistItems — a channel's uploads playlist (`UU…`), paged by `maxResults` (default 5,
 *   at most 50) and `pageToken`; a channel without uploads has no playlist (404 playlistNotFound).
 * - GET /search — `type=channel` matches channel titles and handles, `type=video` the niche's
 *   videos by words in the title or tags (accents and case ignored), `order=viewCount`,
 *   `publishedAfter`, `maxResults` (default 5, at most 50).
 * - GET /videos — by `id` (at most 50, unknown ids left out), with snippet/statistics/contentDetails.
 * - GET /i18nLanguages — two languages; what the settings' key check calls (1 unit).
 *
 * Fixtures (exported as `fakeYoutube`): Tech Lab Brasil (@techlabbrasil, legacy user `techlabbr`,
 * /c/TechLabBrasil) with 60 uploads, one of them an outlier with ~100× the views; Cozinha da Vovó
 * (@cozinhadavovó, with an accent) with 8 air-fryer recipes; Canal Vazio (@canalvazio) without
 * uploads; the "air fryer" niche across four channels; and ten small channels (@canalpequeno1…10). Thumbnails are on i.ytimg.com (videos)
 * and yt3.ggpht.com (channel avatars), with the sizes real uploads have: older videos lack maxres.
 *
 * Images: GET /vi/<videoId>/<file> (default.jpg, mqdefault.jpg, hqdefault.jpg, sddefault.jpg,
 * maxresdefault.jpg) answers a JPEG of that size, a colour of its own per video, like i.ytimg.com
 * does (the app's YOUTUBE_IMAGE_BASE_URL points here in tests); a size the video lacks is a 404.
 *
 * Dates: as in the fixtures, or moved so the newest upload is a week old when started with `now`.
 *
 * Keys: "invalid-key" answers 400 keyInvalid, "quota-key" 403 quotaExceeded, "unavailable-key"
 * 503 backendError, no key 403 forbidden; any other key works. Every request is recorded.
 */
export interface RecordedYoutubeRequest {
  /** e.g. "/channels", without the /youtube/v3 prefix. */
  path: string;
  params: Record<string, string>;
}

type Sizes = "default" | "medium" | "high" | "standard" | "maxres";

interface FakeChannel {
  id: string;
  title: string;
  description: string;
  handle: string | null;
  username: string | null;
  publishedAt: string;
  country: string;
  subscribers: number;
}

interface FakeVideo {
  id: string;
  channelId: string;
  title: string;
  description: string;
  tags: string[];
  publishedAt: string;
  views: number;
  sizes: Sizes[];
  duration: string;
}

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

function fnv(text: string) {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A random-looking but stable id of `length` characters. */
function stableId(seed: string, length: number) {
  let state = fnv(seed) || 1;
  let id = "";
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    id += idAlphabet[(state >>> 16) % 64];
  }
  return id;
}

const channelId = (seed: string) => `UC${stableId(seed, 22)}`;
const videoId = (seed: string) => stableId(seed, 11);
const uploadsPlaylistOf = (id: string) => `UU${id.slice(2)}`;
const day = 24 * 60 * 60 * 1000;
const isoAt = (time: number) => new Date(time).toISOString().replace(".000Z", "Z");
const allSizes: Sizes[] = ["default", "medium", "high", "standard", "maxres"];

const techLab: FakeChannel = {
  id: channelId("tech-lab-brasil"),
  title: "Tech Lab Brasil",
  description: "Reviews, testes e comparativos de tecnologia toda semana.",
  handle: "techlabbrasil",
  username: "techlabbr",
  publishedAt: "2014-03-09T18:22:41Z",
  country: "BR",
  subscribers: 48_300,
};
const cozinha: FakeChannel = {
  id: channelId("cozinha-da-vovo"),
  title: "Cozinha da Vovó",
  description: "Receitas de família, agora na air fryer.",
  handle: "cozinhadavovó",
  username: null,
  publishedAt: "2019-07-21T12:05:10Z",
  country: "BR",
  subscribers: 12_900,
};
const emptyChannel: FakeChannel = {
  id: channelId("canal-vazio"),
  title: "Canal Vazio",
  description: "",
  handle: "canalvazio",
  username: null,
  publishedAt: "2025-11-02T09:00:00Z",
  country: "BR",
  subscribers: 3,
};
const airFryerPro: FakeChannel = {
  id: channelId("air-fryer-pro"),
  title: "Air Fryer Pro",
  description: "Tudo sobre air fryer.",
  handle: "airfryerpro",
  username: null,
  publishedAt: "2021-02-14T10:00:00Z",
  country: "BR",
  subscribers: 310_000,
};
const receitasRapidas: FakeChannel = {
  id: channelId("receitas-rapidas"),
  title: "Receitas Rápidas",
  description: "Receitas em 15 minutos.",
  // A channel from before handles, with only its legacy custom URL.
  handle: null,
  username: "receitasrapidas",
  publishedAt: "2012-05-30T16:40:00Z",
  country: "BR",
  subscribers: 1_020_000,
};

/** Small channels, enough to fill the recently-analysed list past its 10 entries. */
const smallChannels: FakeChannel[] = Array.from({ length: 10 }, (_, index) => ({
  id: channelId(`canal-pequeno-${index + 1}`),
  title: `Canal Pequeno ${index + 1}`,
  description: "Um canal pequeno.",
  handle: `canalpequeno${index + 1}`,
  username: null,
  publishedAt: "2023-01-10T10:00:00Z",
  country: "BR",
  subscribers: 1_000 + index * 100,
}));

const channels = [techLab, cozinha, emptyChannel, airFryerPro, receitasRapidas, ...smallChannels];

const techTopics = [
  "Review do celular mais barato do ano",
  "Testei o notebook gamer de R$ 3 mil",
  "Qual fone bluetooth comprar?",
  "Montei um PC só com peças usadas",
  "Smartwatch barato vale a pena?",
  "Comparativo de câmeras de celular",
];

/** The index (0 = newest) of Tech Lab's upload that went viral. */
const techLabOutlierIndex = 12;
const techLabNewest = Date.parse("2026-05-30T15:00:00Z");

const techLabUploads: FakeVideo[] = Array.from({ length: 60 }, (_, index) => ({
  id: videoId(`tech-lab-${index}`),
  channelId: techLab.id,
  title:
    index === techLabOutlierIndex
      ? "Comprei o celular MAIS BARATO da internet e me arrependi"
      : `${techTopics[index % techTopics.length]} #${60 - index}`,
  description: "Links e especificações na descrição.",
  tags: ["tecnologia", "review"],
  publishedAt: isoAt(techLabNewest - index * 2 * day),
  views: index === techLabOutlierIndex ? 1_480_000 : 9_000 + (fnv(`views-${index}`) % 8_000),
  // Older uploads were made before maxres thumbnails; a few in between stop at standard.
  sizes: index >= 40 ? allSizes.slice(0, 3) : index % 7 === 3 ? allSizes.slice(0, 4) : allSizes,
  duration: `PT${8 + (index % 9)}M${10 + (index % 40)}S`,
}));

const recipe = (
  channel: FakeChannel,
  seed: string,
  title: string,
  publishedAt: string,
  views: number,
  sizes = allSizes,
): FakeVideo => ({
  id: videoId(seed),
  channelId: channel.id,
  title,
  description: `${title}. Receita completa e dicas para a sua air fryer.`,
  tags: ["air fryer", "receitas", "cozinha"],
  publishedAt,
  views,
  sizes,
  duration: "PT9M42S",
});

const cozinhaUploads: FakeVideo[] = [
  recipe(cozinha, "vovo-1", "Pão de queijo na air fryer da vovó", "2026-05-24T13:00:00Z", 41_200),
  recipe(cozinha, "vovo-2", "Frango crocante na Air Fryer sem óleo", "2026-05-10T13:00:00Z", 18_750),
  recipe(cozinha, "vovo-3", "Bolo de cenoura na air fryer", "2026-04-26T13:00:00Z", 22_310),
  recipe(cozinha, "vovo-4", "Batata rústica na air fryer", "2026-04-12T13:00:00Z", 9_870),
  recipe(cozinha, "vovo-5", "Coxinha de frango na air fryer", "2026-03-29T13:00:00Z", 15_400),
  recipe(cozinha, "vovo-6", "Pudim na air fryer? Testei!", "2026-03-15T13:00:00Z", 67_900),
  recipe(cozinha, "vovo-7", "Torresmo sequinho na air fryer", "2026-03-01T13:00:00Z", 12_050),
  recipe(
    cozinha,
    "vovo-8",
    "Biscoito de polvilho caseiro",
    "2026-02-15T13:00:00Z",
    7_430,
    allSizes.slice(0, 3),
  ),
];

const nicheVideos: FakeVideo[] = [
  recipe(airFryerPro, "afp-1", "10 erros que estragam a sua AIR FRYER", "2025-09-03T20:00:00Z", 2_350_000),
  recipe(airFryerPro, "afp-2", "Air fryer de R$ 200 vs R$ 1.000", "2026-01-18T20:00:00Z", 870_000),
  recipe(airFryerPro, "afp-3", "Como limpar a air fryer em 5 minutos", "2026-04-02T20:00:00Z", 415_000),
  recipe(airFryerPro, "afp-4", "Picanha na air fryer: deu certo?", "2026-05-20T20:00:00Z", 96_000),
  recipe(receitasRapidas, "rr-1", "Jantar em 15 minutos na air fryer", "2024-11-11T11:00:00Z", 5_120_000, [
    "default",
    "medium",
    "high",
  ]),
  recipe(receitasRapidas, "rr-2", "Lasanha de air fryer para dois", "2025-06-06T11:00:00Z", 640_000),
  recipe(receitasRapidas, "rr-3", "Salgadinhos de festa na air fryer", "2026-02-27T11:00:00Z", 233_000),
  recipe(receitasRapidas, "rr-4", "Pizza de frigideira (sem forno)", "2026-03-08T11:00:00Z", 388_000),
];

const smallUploads = new Map(
  smallChannels.map((channel, index) => [
    channel.id,
    Array.from({ length: 3 }, (_, upload) => ({
      id: videoId(`${channel.id}-${upload}`),
      channelId: channel.id,
      title: `Vlog ${upload + 1} do ${channel.title}`,
      description: "Vlog.",
      tags: ["vlog"],
      publishedAt: isoAt(Date.parse("2026-05-01T12:00:00Z") - (index * 3 + upload) * day),
      views: 500 + upload * 120,
      sizes: allSizes,
      duration: "PT5M2S",
    })),
  ]),
);

const videos = [...techLabUploads, ...cozinhaUploads, ...nicheVideos, ...[...smallUploads.values()].flat()];
const videoById = new Map(videos.map((video) => [video.id, video]));

/** Each channel's uploads playlist, in the order YouTube lists it. */
const uploadsByChannel = new Map<string, FakeVideo[]>([
  [
    techLab.id,
    // Mostly newest first, but a premiere scheduled earlier sits one place off, as on YouTube.
    techLabUploads.map((_, index, all) => all[index === 3 ? 4 : index === 4 ? 3 : index]!),
  ],
  [cozinha.id, cozinhaUploads],
  [airFryerPro.id, nicheVideos.filter((video) => video.channelId === airFryerPro.id)],
  [receitasRapidas.id, nicheVideos.filter((video) => video.channelId === receitasRapidas.id)],
  ...smallUploads,
]);

/** What the tests need to know about the fixtures. */
export const fakeYoutube = {
  techLab: {
    ...techLab,
    uploadsPlaylist: uploadsPlaylistOf(techLab.id),
    uploads: techLabUploads,
    outlier: techLabUploads[techLabOutlierIndex]!,
  },
  cozinha: { ...cozinha, uploadsPlaylist: uploadsPlaylistOf(cozinha.id), uploads: cozinhaUploads },
  emptyChannel,
  /** @canalpequeno1 … @canalpequeno10, three uploads each. */
  smallChannels: smallChannels.map((channel) => ({ ...channel, handle: channel.handle! })),
  nicheQuery: "air fryer",
  nicheVideos: [...cozinhaUploads, ...nicheVideos],
  keys: { invalid: "invalid-key", quota: "quota-key", unavailable: "unavailable-key" },
};

// ---------------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------------

/**
 * The fixtures' upload dates are fixed (the newest Tech Lab upload is 2026-05-30); a fake started
 * with `now` moves every video date so that upload is a week before `now`, so "recent" searches
 * of the app under test keep finding the same videos whatever the date. Channel creation dates stay.
 */
const newestFixtureUpload = techLabNewest;
let dateOffset = 0;
const shifted = (iso: string) => (dateOffset === 0 ? iso : isoAt(Date.parse(iso) + dateOffset));

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const etagOf = (value: unknown) =>
  createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 27);

const thumbnailSizes: Record<Sizes, { file: string; width: number; height: number }> = {
  default: { file: "default.jpg", width: 120, height: 90 },
  medium: { file: "mqdefault.jpg", width: 320, height: 180 },
  high: { file: "hqdefault.jpg", width: 480, height: 360 },
  standard: { file: "sddefault.jpg", width: 640, height: 480 },
  maxres: { file: "maxresdefault.jpg", width: 1280, height: 720 },
};

function videoThumbnails(video: FakeVideo, sizes: Sizes[] = video.sizes) {
  return Object.fromEntries(
    sizes.map((size) => {
      const { file, width, height } = thumbnailSizes[size];
      return [size, { url: `https://i.ytimg.com/vi/${video.id}/${file}`, width, height }];
    }),
  );
}

function channelThumbnails(channel: FakeChannel) {
  const avatar = `https://yt3.ggpht.com/${stableId(`avatar-${channel.id}`, 40)}`;
  return {
    default: { url: `${avatar}=s88-c-k-c0x00ffffff-no-rj`, width: 88, height: 88 },
    medium: { url: `${avatar}=s240-c-k-c0x00ffffff-no-rj`, width: 240, height: 240 },
    high: { url: `${avatar}=s800-c-k-c0x00ffffff-no-rj`, width: 800, height: 800 },
  };
}

const customUrlOf = (channel: FakeChannel) =>
  channel.handle ? `@${channel.handle}` : (channel.username ?? "");

function channelResource(channel: FakeChannel, parts: Set<string>) {
  const uploads = uploadsByChannel.get(channel.id) ?? [];
  const resource: Record<string, unknown> = { kind: "youtube#channel", etag: "", id: channel.id };
  if (parts.has("snippet"))
    resource.snippet = {
      title: channel.title,
      description: channel.description,
      customUrl: customUrlOf(channel),
      publishedAt: channel.publishedAt,
      thumbnails: channelThumbnails(channel),
      localized: { title: channel.title, description: channel.description },
      country: channel.country,
    };
  if (parts.has("contentDetails"))
    resource.contentDetails = { relatedPlaylists: { likes: "", uploads: uploadsPlaylistOf(channel.id) } };
  if (parts.has("statistics"))
    resource.statistics = {
      viewCount: String(uploads.reduce((total, video) => total + video.views, 0)),
      subscriberCount: String(channel.subscribers),
      hiddenSubscriberCount: false,
      videoCount: String(uploads.length),
    };
  resource.etag = etagOf(resource);
  return resource;
}

function videoResource(video: FakeVideo, parts: Set<string>) {
  const channel = channels.find((candidate) => candidate.id === video.channelId)!;
  const resource: Record<string, unknown> = { kind: "youtube#video", etag: "", id: video.id };
  if (parts.has("snippet"))
    resource.snippet = {
      publishedAt: shifted(video.publishedAt),
      channelId: video.channelId,
      title: video.title,
      description: video.description,
      thumbnails: videoThumbnails(video),
      channelTitle: channel.title,
      tags: video.tags,
      categoryId: video.channelId === techLab.id ? "28" : "26",
      liveBroadcastContent: "none",
      defaultAudioLanguage: "pt-BR",
      localized: { title: video.title, description: video.description },
    };
  if (parts.has("contentDetails"))
    resource.contentDetails = {
      duration: video.duration,
      dimension: "2d",
      definition: "hd",
      caption: "false",
      licensedContent: true,
      contentRating: {},
      projection: "rectangular",
    };
  if (parts.has("statistics"))
    resource.statistics = {
      viewCount: String(video.views),
      likeCount: String(Math.round(video.views * 0.041)),
      favoriteCount: "0",
      commentCount: String(Math.round(video.views * 0.0023)),
    };
  resource.etag = etagOf(resource);
  return resource;
}

/** Search results carry a lighter snippet: three thumbnail sizes, no tags. */
function searchResult(target: { video: FakeVideo } | { channel: FakeChannel }) {
  const snippet =
    "video" in target
      ? {
          publishedAt: shifted(target.video.publishedAt),
          channelId: target.video.channelId,
          title: target.video.title,
          description: target.video.description,
          thumbnails: videoThumbnails(target.video, ["default", "medium", "high"]),
          channelTitle: channels.find((channel) => channel.id === target.video.channelId)!.title,
          liveBroadcastContent: "none",
          publishTime: shifted(target.video.publishedAt),
        }
      : {
          publishedAt: target.channel.publishedAt,
          channelId: target.channel.id,
          title: target.channel.title,
          description: target.channel.description,
          thumbnails: channelThumbnails(target.channel),
          channelTitle: target.channel.title,
          liveBroadcastContent: "none",
          publishTime: target.channel.publishedAt,
        };
  const id =
    "video" in target
      ? { kind: "youtube#video", videoId: target.video.id }
      : { kind: "youtube#channel", channelId: target.channel.id };
  const resource = { kind: "youtube#searchResult", etag: "", id, snippet };
  resource.etag = etagOf(resource);
  return resource;
}

// ---------------------------------------------------------------------------------------------
// Errors and paging
// ---------------------------------------------------------------------------------------------

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly domain = "youtube.parameter",
  ) {
    super(message);
  }
}

function errorBody(error: FakeError) {
  const statuses: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    503: "UNAVAILABLE",
  };
  return {
    error: {
      code: error.status,
      message: error.message,
      errors: [{ message: error.message, domain: error.domain, reason: error.reason }],
      status: statuses[error.status] ?? "UNKNOWN",
    },
  };
}

function checkKey(key: string | undefined) {
  if (!key) throw new FakeError(403, "forbidden", "The request is missing a valid API key.", "global");
  if (key === fakeYoutube.keys.invalid)
    throw new FakeError(400, "keyInvalid", "API key not valid. Please pass a valid API key.", "usageLimits");
  if (key === fakeYoutube.keys.quota)
    throw new FakeError(
      403,
      "quotaExceeded",
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      "youtube.quota",
    );
  if (key === fakeYoutube.keys.unavailable)
    throw new FakeError(503, "backendError", "Backend Error", "global");
}

function partsOf(params: Record<string, string>, allowed: string[]) {
  if (!params.part)
    throw new FakeError(400, "required", "No value was specified for the required parameter part.", "global");
  const parts = new Set(params.part.split(",").map((part) => part.trim()));
  for (const part of parts)
    if (!allowed.includes(part))
      throw new FakeError(400, "unknownPart", `The part parameter has an unknown value: ${part}.`);
  return parts;
}

function maxResultsOf(params: Record<string, string>, fallback = 5) {
  if (params.maxResults === undefined) return fallback;
  const value = Number(params.maxResults);
  if (!Number.isInteger(value) || value < 0 || value > 50)
    throw new FakeError(
      400,
      "invalidParameter",
      `Invalid value '${params.maxResults}'. Values must be within the range: [0, 50]`,
    );
  return value;
}

const pageToken = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");

function pageOf<T>(all: T[], params: Record<string, string>) {
  let offset = 0;
  if (params.pageToken) {
    const match = /^offset:(\d+)$/.exec(Buffer.from(params.pageToken, "base64url").toString("utf8"));
    if (!match) throw new FakeError(400, "invalidPageToken", "The request specifies an invalid page token.");
    offset = Number(match[1]);
  }
  const size = maxResultsOf(params);
  const items = all.slice(offset, offset + size);
  return {
    items,
    tokens: {
      ...(offset + size < all.length ? { nextPageToken: pageToken(offset + size) } : {}),
      ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - size)) } : {}),
    },
    pageInfo: { totalResults: all.length, resultsPerPage: size },
  };
}

function listResponse(kind: string, fields: Record<string, unknown>) {
  const body = { kind, etag: "", ...fields };
  body.etag = etagOf(fields);
  return body;
}

// ---------------------------------------------------------------------------------------------
// Handlers
// ---------------------------------------------------------------------------------------------

const idList = (value: string | undefined) => (value ?? "").split(",").filter(Boolean);

function listChannels(params: Record<string, string>) {
  const parts = partsOf(params, ["id", "snippet", "contentDetails", "statistics"]);
  let found: FakeChannel[];
  if (params.id !== undefined) {
    const ids = idList(params.id);
    found = channels.filter((channel) => ids.includes(channel.id));
  } else if (params.forHandle !== undefined) {
    const handle = params.forHandle.replace(/^@/, "").normalize("NFC").toLowerCase();
    found = channels.filter((channel) => channel.handle?.toLowerCase() === handle);
  } else if (params.forUsername !== undefined) {
    const username = params.forUsername.toLowerCase();
    found = channels.filter((channel) => channel.username?.toLowerCase() === username);
  } else {
    throw new FakeError(
      400,
      "missingRequiredParameter",
      "No filter selected. Expected one of: forUsername, mine, managedByMe, forHandle, id, categoryId",
    );
  }
  const items = found.map((channel) => channelResource(channel, parts));
  // The real API leaves `items` out when nothing matches.
  return listResponse("youtube#channelListResponse", {
    pageInfo: { totalResults: items.length, resultsPerPage: 5 },
    ...(items.length > 0 ? { items } : {}),
  });
}

function listPlaylistItems(params: Record<string, string>) {
  const parts = partsOf(params, ["id", "snippet", "contentDetails", "status"]);
  if (!params.playlistId)
    throw new FakeError(
      400,
      "missingRequiredParameter",
      "No filter selected. Expected one of: id, playlistId",
    );
  const owner = channels.find((channel) => uploadsPlaylistOf(channel.id) === params.playlistId);
  const uploads = owner ? uploadsByChannel.get(owner.id) : undefined;
  if (!owner || !uploads || uploads.length === 0)
    throw new FakeError(
      404,
      "playlistNotFound",
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
    );
  const page = pageOf(uploads, params);
  const offset = uploads.indexOf(page.items[0]!);
  const items = page.items.map((video, index) => {
    const resource: Record<string, unknown> = {
      kind: "youtube#playlistItem",
      etag: "",
      id: stableId(`${params.playlistId}-${video.id}`, 48),
    };
    if (parts.has("snippet"))
      resource.snippet = {
        publishedAt: shifted(video.publishedAt),
        channelId: owner.id,
        title: video.title,
        description: video.description,
        thumbnails: videoThumbnails(video),
        channelTitle: owner.title,
        playlistId: params.playlistId,
        position: offset + index,
        resourceId: { kind: "youtube#video", videoId: video.id },
        videoOwnerChannelTitle: owner.title,
        videoOwnerChannelId: owner.id,
      };
    if (parts.has("contentDetails"))
      resource.contentDetails = { videoId: video.id, videoPublishedAt: shifted(video.publishedAt) };
    if (parts.has("status")) resource.status = { privacyStatus: "public" };
    resource.etag = etagOf(resource);
    return resource;
  });
  return listResponse("youtube#playlistItemListResponse", {
    ...page.tokens,
    items,
    pageInfo: page.pageInfo,
  });
}

function listVideos(params: Record<string, string>) {
  const parts = partsOf(params, ["id", "snippet", "contentDetails", "statistics"]);
  const ids = idList(params.id);
  if (ids.length === 0)
    throw new FakeError(
      400,
      "missingRequiredParameter",
      "No filter selected. Expected one of: id, chart, myRating",
    );
  if (ids.length > 50)
    throw new FakeError(400, "invalidParameter", "The request specifies more than 50 video IDs.");
  const items = ids.flatMap((id) => {
    const video = videoById.get(id);
    return video ? [videoResource(video, parts)] : [];
  });
  return listResponse("youtube#videoListResponse", {
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  });
}

function search(params: Record<string, string>) {
  partsOf(params, ["snippet", "id"]);
  const words = fold(params.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const type = params.type ?? "video,channel,playlist";
  const matches = (text: string) => {
    const folded = fold(text);
    const squashed = folded.replace(/[\s._-]+/g, "");
    return words.every((word) => folded.includes(word) || squashed.includes(word));
  };

  let results: ({ video: FakeVideo } | { channel: FakeChannel })[] = [];
  if (type.includes("channel"))
    results.push(
      ...channels
        .filter((channel) => matches(`${channel.title} ${customUrlOf(channel)}`))
        .map((channel) => ({ channel })),
    );
  if (type.includes("video")) {
    const after = params.publishedAfter ? Date.parse(params.publishedAfter) : null;
    if (after !== null && Number.isNaN(after))
      throw new FakeError(
        400,
        "invalidPublishedAfter",
        "The request specifies an invalid publishedAfter value.",
      );
    let found = videos.filter(
      (video) =>
        matches(`${video.title} ${video.tags.join(" ")}`) &&
        (after === null || Date.parse(shifted(video.publishedAt)) > after),
    );
    if (params.order === "viewCount") found = [...found].sort((a, b) => b.views - a.views);
    if (params.order === "date")
      found = [...found].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    results.push(...found.map((video) => ({ video })));
  }
  if (words.length === 0) results = [];

  const page = pageOf(results, params);
  return listResponse("youtube#searchListResponse", {
    ...page.tokens,
    regionCode: params.regionCode ?? "BR",
    pageInfo: page.pageInfo,
    items: page.items.map(searchResult),
  });
}

/**
 * GET /i18nLanguages (1 unit): the app's key check in settings calls it. The key is checked first,
 * like every route, so a refused key answers its error here too.
 */
function listLanguages(params: Record<string, string>) {
  partsOf(params, ["snippet"]);
  const names: Record<string, [string, string]> = {
    pt: ["Português", "Inglês"],
    en: ["Portuguese", "English"],
  };
  const [portuguese, english] = names[params.hl ?? "en"] ?? names.en!;
  return {
    kind: "youtube#i18nLanguageListResponse",
    items: [
      { kind: "youtube#i18nLanguage", id: "pt", snippet: { hl: "pt", name: portuguese } },
      { kind: "youtube#i18nLanguage", id: "en", snippet: { hl: "en", name: english } },
    ],
  };
}

const handlers: Record<string, (params: Record<string, string>) => unknown> = {
  "/i18nLanguages": listLanguages,
  "/channels": listChannels,
  "/playlistItems": listPlaylistItems,
  "/search": search,
  "/videos": listVideos,
};

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

const imageCache = new Map<string, Buffer>();

/** A thumbnail-like JPEG: a diagonal gradient in the video's own hue, with a bright band. */
async function thumbnailJpeg(video: FakeVideo, width: number, height: number) {
  const key = `${video.id}/${width}x${height}`;
  const cached = imageCache.get(key);
  if (cached) return cached;
  const { PhotonImage } = await import("@cf-wasm/photon/node");
  const hue = fnv(video.id) % 360;
  const [red, green, blue] = hslToRgb(hue, 0.7, 0.45);
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const shade = 0.55 + 0.45 * ((x / width + y / height) / 2);
      const band = Math.abs(y - height * 0.7) < height * 0.08 ? 1.6 : 1;
      const offset = (y * width + x) * 4;
      pixels[offset] = Math.min(255, red * shade * band);
      pixels[offset + 1] = Math.min(255, green * shade * band);
      pixels[offset + 2] = Math.min(255, blue * shade * band);
      pixels[offset + 3] = 255;
    }
  const image = new PhotonImage(pixels, width, height);
  try {
    const bytes = Buffer.from(image.get_bytes_jpeg(80));
    imageCache.set(key, bytes);
    return bytes;
  } finally {
    image.free();
  }
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** The JPEG for `/vi/<id>/<file>`, or null when YouTube would answer 404. */
async function videoImage(pathname: string) {
  const match = /^\/vi\/([A-Za-z0-9_-]{11})\/([a-z]+\.jpg)$/.exec(pathname);
  const video = match ? videoById.get(match[1]!) : undefined;
  const size = video?.sizes.find((candidate) => thumbnailSizes[candidate].file === match![2]);
  if (!video || !size) return null;
  return thumbnailJpeg(video, thumbnailSizes[size].width, thumbnailSizes[size].height);
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export async function startFakeYoutube({ port = 0, now }: { port?: number; now?: Date } = {}) {
  dateOffset = now ? now.getTime() - 7 * day - newestFixtureUpload : 0;
  const requests: RecordedYoutubeRequest[] = [];

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    if (request.url?.startsWith("/vi/")) {
      const pathname = new URL(request.url, "http://fake").pathname;
      requests.push({ path: pathname, params: {} });
      void videoImage(pathname).then(
        (bytes) => {
          if (!bytes) {
            response.writeHead(404, { "Content-Type": "text/html" });
            return response.end("<!doctype html><title>404</title>");
          }
          response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": bytes.length });
          response.end(bytes);
        },
        () => {
          response.writeHead(500);
          response.end();
        },
      );
      return;
    }
    try {
      const url = new URL(request.url ?? "/", "http://fake");
      const path = url.pathname.replace(/^\/youtube\/v3(?=\/)/, "").replace(/(.)\/$/, "$1");
      const params = Object.fromEntries(url.searchParams);
      requests.push({ path, params });
      const handler = handlers[path];
      if (request.method !== "GET" || !handler)
        return json(
          response,
          404,
          errorBody(new FakeError(404, "notFound", `fake: no route for ${request.method} ${path}`, "global")),
        );
      checkKey(params.key);
      json(response, 200, handler(params));
    } catch (error) {
      if (error instanceof FakeError) return json(response, error.status, errorBody(error));
      json(response, 500, errorBody(new FakeError(500, "backendError", String(error), "global")));
    }
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    /** The server's origin: the client's baseUrl. */
    url: `http://127.0.0.1:${listening}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
