import { describe, expect, it } from "vitest";
import { createLiveStatusStore } from "~/core/live/live-status";

describe("the live status store", () => {
  it("starts disconnected and tells its listeners only when the state changes", () => {
    const status = createLiveStatusStore();
    const calls: boolean[] = [];
    const unsubscribe = status.subscribe(() => calls.push(status.connected()));
    expect(status.connected()).toBe(false);
    status.set(false);
    status.set(true);
    status.set(true);
    status.set(false);
    expect(calls).toEqual([true, false]);
    unsubscribe();
    status.set(true);
    expect(calls).toEqual([true, false]);
    expect(status.connected()).toBe(true);
  });
});
