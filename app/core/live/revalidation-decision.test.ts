import { describe, expect, it } from "vitest";
import { liveMessageMeansStale } from "~/core/live/revalidation-decision";

const loadedAt = Date.UTC(2026, 10, 26, 12, 0, 0);
const hello = (lastEventAt: number | null) => JSON.stringify({ type: "hello", lastEventAt });

describe("when a message on the live channel reloads the page", () => {
  it("does not reload just because the socket opened", () => {
    expect(liveMessageMeansStale(hello(null), loadedAt)).toBe(false);
    expect(liveMessageMeansStale(hello(loadedAt - 60_000), loadedAt)).toBe(false);
  });

  it("reloads on opening when the channel had news after the loader read the data", () => {
    // A job the page started finished while the socket was opening, or the connection was down.
    expect(liveMessageMeansStale(hello(loadedAt + 1), loadedAt)).toBe(true);
    // Same millisecond: the write may or may not have been seen, so reload.
    expect(liveMessageMeansStale(hello(loadedAt), loadedAt)).toBe(true);
  });

  it("reloads on every revalidate event, whatever its reason", () => {
    for (const reason of ["job", "thumbnails", "profile"]) {
      expect(liveMessageMeansStale(JSON.stringify({ type: "revalidate", reason }), loadedAt)).toBe(true);
    }
  });

  it("ignores keep-alive answers, chat deltas and anything that is not ours", () => {
    expect(liveMessageMeansStale("pong", loadedAt)).toBe(false);
    expect(
      liveMessageMeansStale(JSON.stringify({ type: "chat", conversationId: "c", delta: "x" }), loadedAt),
    ).toBe(false);
    expect(liveMessageMeansStale("not json", loadedAt)).toBe(false);
    expect(liveMessageMeansStale("null", loadedAt)).toBe(false);
    expect(liveMessageMeansStale(JSON.stringify({ type: "hello" }), loadedAt)).toBe(false);
    expect(liveMessageMeansStale(new ArrayBuffer(4), loadedAt)).toBe(false);
  });
});
