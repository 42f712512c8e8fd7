import { describe, expect, it } from "vitest";
import { type ChannelRef, parseChannelRef, parseHandle } from "~/core/youtube/channel-ref";

const CHANNEL_ID = "UCX6OQ3DkcsbYNE6H8uQQuVA";
const VIDEO_ID = "dQw4w9WgXcQ";

describe("parseChannelRef: handles", () => {
  it.each<[string, string]>([
    ["@mkbhd", "mkbhd"],
    ["  @mkbhd  ", "mkbhd"],
    ["@mkbhd/", "mkbhd"],
    ["@mkbhd/videos?si=abc", "mkbhd"],
    ["youtube.com/@mkbhd", "mkbhd"],
    ["www.youtube.com/@mkbhd", "mkbhd"],
    ["https://www.youtube.com/@mkbhd", "mkbhd"],
    ["http://youtube.com/@mkbhd", "mkbhd"],
    ["HTTPS://WWW.YOUTUBE.COM/@MKBHD", "MKBHD"],
    ["https://m.youtube.com/@mkbhd", "mkbhd"],
    ["https://music.youtube.com/@mkbhd", "mkbhd"],
    ["//www.youtube.com/@mkbhd", "mkbhd"],
    ["https://www.youtube.com/@mkbhd/", "mkbhd"],
    ["https://www.youtube.com/@mkbhd///", "mkbhd"],
    ["https://www.youtube.com/@mkbhd/videos", "mkbhd"],
    ["https://www.youtube.com/@mkbhd/featured", "mkbhd"],
    ["https://www.youtube.com/@mkbhd/shorts", "mkbhd"],
    ["https://www.youtube.com/@mkbhd?sub_confirmation=1", "mkbhd"],
    ["https://www.youtube.com/@mkbhd#about", "mkbhd"],
    ["https://www.youtube.com:443/@mkbhd", "mkbhd"],
    ["https://www.youtube.com/@tech.lab_br-2", "tech.lab_br-2"],
    ["https://www.youtube.com/@abc", "abc"],
    ["@" + "a".repeat(30), "a".repeat(30)],
    // Non-ASCII letters, typed or percent-encoded, in any normalisation form.
    ["@cozinhadavovó", "cozinhadavovó"],
    ["youtube.com/@cozinhadavov%C3%B3", "cozinhadavovó"],
    ["https://www.youtube.com/@CozinhaDaVov%C3%B3/videos", "CozinhaDaVovó"],
    ["@cozinhadavovo\u0301", "cozinhadavovó"],
    ["@ТехноБлог", "ТехноБлог"],
    ["@料理チャンネル", "料理チャンネル"],
    ["@हिंदीचैनल", "हिंदीचैनल"],
    // A bare handle: one token, no dot, at least one letter.
    ["mkbhd", "mkbhd"],
    ["tech_lab-br", "tech_lab-br"],
    ["cozinhadavovó", "cozinhadavovó"],
    [VIDEO_ID, VIDEO_ID],
  ])("%s → @%s", (input, handle) => {
    expect(parseChannelRef(input)).toEqual({ kind: "handle", handle });
  });
});

describe("parseChannelRef: channel ids, custom names and users", () => {
  it.each<[string, ChannelRef]>([
    [CHANNEL_ID, { kind: "id", id: CHANNEL_ID }],
    [` ${CHANNEL_ID}\n`, { kind: "id", id: CHANNEL_ID }],
    [`youtube.com/channel/${CHANNEL_ID}`, { kind: "id", id: CHANNEL_ID }],
    [`https://www.youtube.com/channel/${CHANNEL_ID}`, { kind: "id", id: CHANNEL_ID }],
    [`https://www.youtube.com/channel/${CHANNEL_ID}/`, { kind: "id", id: CHANNEL_ID }],
    [`https://m.youtube.com/channel/${CHANNEL_ID}/videos?view=0`, { kind: "id", id: CHANNEL_ID }],
    [`https://music.youtube.com/channel/${CHANNEL_ID}`, { kind: "id", id: CHANNEL_ID }],
    ["UC-lHJZR3Gqxm24_Vd_AJ5Yw", { kind: "id", id: "UC-lHJZR3Gqxm24_Vd_AJ5Yw" }],
    ["youtube.com/c/TechLabBrasil", { kind: "custom", name: "TechLabBrasil" }],
    ["https://www.youtube.com/c/TechLabBrasil/featured", { kind: "custom", name: "TechLabBrasil" }],
    ["https://www.youtube.com/c/Receitas%C3%81geis", { kind: "custom", name: "ReceitasÁgeis" }],
    ["youtube.com/user/techlabbr", { kind: "user", name: "techlabbr" }],
    ["https://www.youtube.com/user/techlabbr/videos?sort=p", { kind: "user", name: "techlabbr" }],
    ["http://m.youtube.com/user/techlabbr", { kind: "user", name: "techlabbr" }],
  ])("%s", (input, ref) => {
    expect(parseChannelRef(input)).toEqual(ref);
  });
});

describe("parseChannelRef: videos", () => {
  it.each([
    `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    `youtube.com/watch?v=${VIDEO_ID}`,
    `https://www.youtube.com/watch?v=${VIDEO_ID}&list=PL123&index=2`,
    `https://www.youtube.com/watch?feature=share&v=${VIDEO_ID}&t=42s`,
    `https://m.youtube.com/watch?v=${VIDEO_ID}`,
    `https://music.youtube.com/watch?v=${VIDEO_ID}&si=xyz`,
    `https://youtu.be/${VIDEO_ID}`,
    `youtu.be/${VIDEO_ID}?si=abcdef&t=10`,
    `https://youtu.be/${VIDEO_ID}/`,
    `https://www.youtube.com/shorts/${VIDEO_ID}`,
    `youtube.com/shorts/${VIDEO_ID}?feature=share`,
    `https://www.youtube.com/live/${VIDEO_ID}?si=1`,
    `https://www.youtube.com/embed/${VIDEO_ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
  ])("%s", (input) => {
    expect(parseChannelRef(input)).toEqual({ kind: "video", id: VIDEO_ID });
  });

  it("keeps - and _ in ids", () => {
    expect(parseChannelRef("https://youtube.com/shorts/a-b_c1D2e3F")).toEqual({
      kind: "video",
      id: "a-b_c1D2e3F",
    });
  });
});

describe("parseChannelRef: refused", () => {
  it.each([
    "",
    "   ",
    "@",
    "@ab",
    "@" + "a".repeat(31),
    "@___",
    "@has space",
    "@bad!char",
    "@bad%ZZ",
    "@emoji😀name",
    "ab",
    "12345",
    "two words",
    "mr.beast",
    "youtube.com",
    "https://www.youtube.com",
    "https://www.youtube.com/",
    "evil.com/@mkbhd",
    "https://evil.com/@mkbhd",
    "https://youtube.com.evil.com/@mkbhd",
    "https://evilyoutube.com/@mkbhd",
    "https://www.youtube.com.@evil.com/@mkbhd",
    "https://user:pass@www.youtube.com/@mkbhd",
    "https://www.youtube.com:8443/@mkbhd",
    "https://youtube.com./@mkbhd",
    "javascript:alert(1)",
    "JavaScript:alert('@mkbhd')",
    "javascript://www.youtube.com/@mkbhd%0Aalert(1)",
    "data:text/html,@mkbhd",
    "ftp://www.youtube.com/@mkbhd",
    "file:///etc/passwd",
    "https://www.youtube.com/mkbhd",
    "https://www.youtube.com/feed/subscriptions",
    "https://www.youtube.com/results?search_query=mkbhd",
    "https://www.youtube.com/playlist?list=PL123",
    "https://www.youtube.com/channel/",
    "https://www.youtube.com/channel/UCshort",
    `https://www.youtube.com/channel/${CHANNEL_ID}X`,
    "https://www.youtube.com/channel/mkbhd",
    "https://www.youtube.com/c/",
    "https://www.youtube.com/user/",
    "https://www.youtube.com/user/bad!name",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${VIDEO_ID}X`,
    `https://www.youtube.com/watch?v=${VIDEO_ID.slice(0, 10)}!`,
    "https://youtu.be/",
    "https://youtu.be/@mkbhd",
    "https://www.youtube.com/shorts/",
    "https://www.youtube.com/embed/short",
    `https://www.youtube-nocookie.com/@mkbhd`,
    `https://www.youtube.com/@mkbhd\u0000`,
    `https://www.youtube.com/@mk bhd`,
    "https://www.youtube.com/@%E0%A4%A",
    "x".repeat(2001),
  ])("%j", (input) => {
    expect(parseChannelRef(input)).toBeNull();
  });
});

describe("parseHandle", () => {
  it("takes the handle with or without its @", () => {
    expect(parseHandle("@mkbhd")).toBe("mkbhd");
    expect(parseHandle("mkbhd")).toBe("mkbhd");
    expect(parseHandle("@m")).toBeNull();
    expect(parseHandle("@...")).toBeNull();
  });
});
