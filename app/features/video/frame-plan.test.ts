import { describe, expect, it } from "vitest";
import { planIds, planLimits } from "~/core/plans/catalog";
import {
  checkVideoDuration,
  frameCount,
  frameQuality,
  frameSize,
  frameTimes,
  frameWidth,
  isVideoMime,
  thumbnailFileName,
  videoLimitMinutes,
} from "~/features/video/frame-plan";
import { framePath } from "~/core/storage/keys";

describe("frameCount", () => {
  it("is min(12, max(6, floor(duration / 15)))", () => {
    expect(frameCount(30)).toBe(6);
    expect(frameCount(90)).toBe(6);
    expect(frameCount(119)).toBe(7);
    expect(frameCount(120)).toBe(8);
    expect(frameCount(180)).toBe(12);
    expect(frameCount(600)).toBe(12);
    expect(frameCount(1)).toBe(6);
    expect(frameCount(Number.NaN)).toBe(6);
  });
});

describe("frameTimes", () => {
  it("spreads the frames evenly, each in the middle of its slice, inside the video", () => {
    for (const duration of [1, 30, 90, 120, 137.5, 600, 1800]) {
      const times = frameTimes(duration);
      expect(times).toHaveLength(frameCount(duration));
      const gap = duration / times.length;
      times.forEach((time, i) => {
        expect(time).toBeGreaterThan(0);
        expect(time).toBeLessThan(duration);
        expect(time).toBeCloseTo((i + 0.5) * gap, 9);
        if (i > 0) expect(time - times[i - 1]!).toBeCloseTo(gap, 9);
      });
    }
  });

  it("takes 30 s at 2.5, 7.5, … 27.5", () => {
    expect(frameTimes(30)).toEqual([2.5, 7.5, 12.5, 17.5, 22.5, 27.5]);
  });

  it("has no times for a video without a measurable duration", () => {
    expect(frameTimes(0)).toEqual([]);
    expect(frameTimes(Number.POSITIVE_INFINITY)).toEqual([]);
    expect(frameTimes(Number.NaN)).toEqual([]);
  });
});

describe("frame size, quality and path", () => {
  it("scales to 640 wide, keeping the aspect ratio with an even height", () => {
    expect(frameWidth).toBe(640);
    expect(frameQuality).toBe(0.7);
    expect(frameSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(frameSize(1080, 1920)).toEqual({ width: 640, height: 1138 });
    expect(frameSize(320, 240)).toEqual({ width: 640, height: 480 });
    expect(frameSize(1000, 333).height % 2).toBe(0);
    expect(frameSize(0, 0)).toEqual({ width: 640, height: 360 });
  });

  it("stores frames at {userId}/frames/{timestamp}_{index}.jpg and downloads thumbnail-{timestamp}.png", () => {
    expect(framePath("user-1", 1700000000000, 3)).toBe("user-1/frames/1700000000000_3.jpg");
    expect(thumbnailFileName(1700000000000)).toBe("thumbnail-1700000000000.png");
  });

  it("accepts only video MIME types", () => {
    expect(isVideoMime("video/mp4")).toBe(true);
    expect(isVideoMime("video/webm")).toBe(true);
    expect(isVideoMime("image/png")).toBe(false);
    expect(isVideoMime("application/video/mp4")).toBe(false);
    expect(isVideoMime("")).toBe(false);
    expect(isVideoMime(undefined)).toBe(false);
  });
});

describe("video limits by plan", () => {
  it("reads the catalog: free blocked, starter 2, creator 5, pro 10, elite 30 minutes", () => {
    for (const plan of planIds) expect(videoLimitMinutes(plan)).toBe(planLimits[plan].videoMinutes);
    expect(planIds.map(videoLimitMinutes)).toEqual([0, 2, 5, 10, 30]);
  });

  it("blocks the free plan whatever the length", () => {
    expect(checkVideoDuration("free", 10)).toEqual({ ok: false, reason: "blocked" });
    expect(checkVideoDuration("free", 0)).toEqual({ ok: false, reason: "blocked" });
  });

  it("accepts videos up to and including the limit", () => {
    expect(checkVideoDuration("creator", 299)).toEqual({ ok: true });
    expect(checkVideoDuration("creator", 300)).toEqual({ ok: true });
    expect(checkVideoDuration("starter", 120)).toEqual({ ok: true });
    expect(checkVideoDuration("elite", 1800)).toEqual({ ok: true });
  });

  it("gives the limit and the actual minutes, rounded up to one decimal, when too long", () => {
    expect(checkVideoDuration("creator", 301)).toEqual({
      ok: false,
      reason: "too_long",
      limitMinutes: 5,
      actualMinutes: 5.1,
    });
    expect(checkVideoDuration("starter", 306)).toMatchObject({ limitMinutes: 2, actualMinutes: 5.1 });
    expect(checkVideoDuration("pro", 725)).toMatchObject({ limitMinutes: 10, actualMinutes: 12.1 });
    expect(checkVideoDuration("elite", 3600)).toMatchObject({ limitMinutes: 30, actualMinutes: 60 });
  });

  it("refuses a duration that is not a number of seconds", () => {
    expect(() => checkVideoDuration("pro", Number.NaN)).toThrow(RangeError);
    expect(() => checkVideoDuration("pro", Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
