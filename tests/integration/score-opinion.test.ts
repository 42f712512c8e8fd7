/**
 * The score's second opinion (docs/product.md, Performance AI) against the fake OpenAI: asked only
 * with OPENAI_API_KEY, cached with the score for the revision, and the only part of scoring that
 * counts against the AI rate limit; held back by the limit, it is asked on a later view.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/core/db/client.server";
import { scoreObjectKey } from "~/core/storage/keys";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import { savedThumbnailScore, type ScoreContext } from "~/features/score/score-store.server";
import { storedThumbnail } from "./api-helpers";
import { signedInUser } from "./billing-helpers";
import { inProcessMedia } from "./in-process-media";
import { origin } from "./helpers";

/** A rate limiter that counts what is asked of it and answers `allow`. */
function countingLimiter(allow: () => boolean) {
  const keys: string[] = [];
  return {
    keys,
    binding: {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: allow() };
      },
    } as unknown as RateLimit,
  };
}

async function setup(withKey: boolean, allow: () => boolean = () => true) {
  const { userId } = await signedInUser();
  const { id } = await storedThumbnail(userId);
  const thumbnail = (await findOwnedThumbnail(createDb(env.DB), userId, id))!;
  const limiter = countingLimiter(allow);
  const bindings = {
    ...env,
    AI_USER_LIMIT: limiter.binding,
    AI_IP_LIMIT: limiter.binding,
    ...(withKey ? { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/v1` } : {}),
  } as Env;
  const context: ScoreContext = {
    request: new Request(origin, { headers: { "CF-Connecting-IP": "203.0.113.9" } }),
    env: bindings,
    renderer: inProcessMedia().renderer,
    userId,
    language: "en",
  };
  return { thumbnail, context, limiter };
}

describe("the score's second opinion", () => {
  it("without a key: the score alone, and nothing counted against the AI limit", async () => {
    const { thumbnail, context, limiter } = await setup(false);
    const result = await savedThumbnailScore(context, thumbnail);
    expect(result!.score.score).toBeGreaterThanOrEqual(0);
    expect(result!.opinion).toBeNull();
    expect(limiter.keys).toEqual([]);
  });

  it("with a key: the vision model's opinion, counted once, cached with the score for the revision", async () => {
    const { thumbnail, context, limiter } = await setup(true);
    const first = await savedThumbnailScore(context, thumbnail);
    expect(first!.opinion).toMatchObject({ language: "en" });
    expect(first!.opinion!.score).toBeGreaterThanOrEqual(0);
    expect(first!.opinion!.score).toBeLessThanOrEqual(100);
    expect(first!.opinion!.summary).toContain(thumbnail.title);
    // One AI action: the user and the address, once each.
    expect(limiter.keys).toEqual([`ai:user:${context.userId}`, "ai:ip:203.0.113.9"]);

    // Kept with the score: read back as stored, the model not asked again.
    const key = scoreObjectKey(thumbnail.id, thumbnail.revision);
    const stored = (await (await env.MEDIA.get(key))!.json()) as { opinion: { summary: string } };
    await env.MEDIA.put(
      key,
      JSON.stringify({ ...stored, opinion: { ...stored.opinion, summary: "from the cache" } }),
    );
    const again = await savedThumbnailScore(context, thumbnail);
    expect(again!.opinion!.summary).toBe("from the cache");
    expect(again!.score).toEqual(first!.score);
    expect(limiter.keys).toHaveLength(2);
  });

  it("held back by the AI limit: the score now, the opinion on a later view", async () => {
    let allowed = false;
    const { thumbnail, context, limiter } = await setup(true, () => allowed);
    const limited = await savedThumbnailScore(context, thumbnail);
    expect(limited!.opinion).toBeNull();
    expect(limiter.keys).toHaveLength(1);
    allowed = true;
    const later = await savedThumbnailScore(context, thumbnail);
    expect(later!.opinion).not.toBeNull();
    // The score itself was kept, not computed again.
    expect(later!.score).toEqual(limited!.score);
  });
});
