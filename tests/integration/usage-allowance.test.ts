import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "~/core/db/client.server";
import { profiles } from "~/core/db/schema";
import { aiCreditCosts, planLimits } from "~/core/plans/catalog";
import { allowanceFor, currentPlan, readUsage } from "~/core/usage/current-usage.server";
import { holdUsage } from "~/core/usage/metering.server";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { signedInUser } from "./billing-helpers";

const db = () => createDb(env.DB);

describe("one read of the plan and its allowance (app/core/usage)", () => {
  it("answers each tool from the quota its cost counts against, as the metering holds it", async () => {
    const { userId } = await signedInUser();
    const free = planLimits.free;
    expect(await currentPlan(db(), userId)).toBe("free");

    const generation = await allowanceFor(db(), env.DB, userId, "generation");
    expect(generation).toMatchObject({
      plan: "free",
      allowed: true,
      used: 0,
      limit: free.thumbnailsPerMonth,
      remaining: free.thumbnailsPerMonth,
      hasWatermark: true,
    });
    const trends = await allowanceFor(db(), env.DB, userId, "trendAnalysis");
    expect(trends).toMatchObject({ allowed: true, used: 0, limit: free.trendAnalysesPerMonth });
    const upscale = await allowanceFor(db(), env.DB, userId, "upscale");
    expect(upscale).toMatchObject({ used: 0, limit: free.aiCreditsPerMonth });
    expect(upscale.allowed).toBe(aiCreditCosts.upscale <= free.aiCreditsPerMonth);

    // What a hold takes, the next allowance no longer offers.
    expect(await holdUsage(env.DB, { userId, key: `allowance-${userId}`, action: "generation" })).toEqual({
      ok: true,
    });
    const after = await allowanceFor(db(), env.DB, userId, "generation");
    expect(after).toMatchObject({ used: 1, remaining: free.thumbnailsPerMonth - 1 });
  });

  it("says no once the quota is used, and reads Elite's trends as unlimited", async () => {
    const { userId } = await signedInUser();
    await db()
      .update(profiles)
      .set({ usedThumbnails: planLimits.free.thumbnailsPerMonth })
      .where(eq(profiles.id, userId));
    expect(await allowanceFor(db(), env.DB, userId, "generation")).toMatchObject({
      allowed: false,
      remaining: 0,
    });

    await applyPlanStatement(env.DB, userId, "elite").run();
    expect(await currentPlan(db(), userId)).toBe("elite");
    const trends = await allowanceFor(db(), env.DB, userId, "trendAnalysis");
    expect(trends).toMatchObject({ plan: "elite", allowed: true, limit: -1, hasWatermark: false });
    const usage = await readUsage(db(), env.DB, userId);
    expect(usage?.plan).toBe("elite");
  });

  it("reads a missing profile as Free with nothing left", async () => {
    const nobody = crypto.randomUUID();
    expect(await readUsage(db(), env.DB, nobody)).toBeNull();
    expect(await currentPlan(db(), nobody)).toBe("free");
    for (const action of ["generation", "videoAnalysis", "upscale", "trendAnalysis"] as const)
      expect(await allowanceFor(db(), env.DB, nobody, action)).toMatchObject({
        plan: "free",
        allowed: false,
        remaining: 0,
        hasWatermark: true,
      });
  });
});
