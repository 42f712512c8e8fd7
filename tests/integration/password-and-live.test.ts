import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  PASSWORD_HASH_ITERATIONS,
  verifyPassword,
} from "~/features/accounts/password.server";
import type { UserLive } from "../../workers/jobs/user-live";
import { eventually } from "./helpers";

describe("password hashing inside workerd", () => {
  const pepper = env.PASSWORD_PEPPER;

  it("hashes with 100,000 iterations and verifies only the right password and pepper", async () => {
    const stored = await hashPassword("senha-forte-123", pepper);
    expect(stored.startsWith(`pbkdf2-sha256$v1$${PASSWORD_HASH_ITERATIONS}$`)).toBe(true);
    expect(PASSWORD_HASH_ITERATIONS).toBe(100_000);
    expect(await verifyPassword("senha-forte-123", stored, pepper)).toBe(true);
    expect(await verifyPassword("senha-forte-124", stored, pepper)).toBe(false);
    expect(await verifyPassword("senha-forte-123", stored, `${pepper}x`)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("refuses more iterations than production Workers allow, which local runs would accept", async () => {
    await expect(hashPassword("x", pepper, 100_001)).rejects.toBeInstanceOf(RangeError);
    await expect(hashPassword("x", pepper, 100_000)).resolves.toMatch(/^pbkdf2-sha256\$v1\$100000\$/);
  });

  it("never accepts a stored hash Workers could not compute (a sign-in fails, it does not crash)", async () => {
    const stored = await hashPassword("senha-forte-123", pepper);
    const tampered = stored.replace("$100000$", "$100001$");
    expect(tampered).not.toBe(stored);
    await expect(verifyPassword("senha-forte-123", tampered, pepper)).resolves.toBe(false);
    expect(needsRehash(tampered)).toBe(true);
  });
});

async function connect(stub: DurableObjectStub<UserLive>) {
  const response = await stub.fetch("https://user-live/connect", { headers: { Upgrade: "websocket" } });
  const socket = response.webSocket!;
  socket.accept();
  const received: string[] = [];
  const greetings: string[] = [];
  socket.addEventListener("message", (event) => {
    const text = String(event.data);
    // The hello each page gets on connecting is checked on its own below.
    (text.startsWith('{"type":"hello"') ? greetings : received).push(text);
  });
  return { socket, received, greetings };
}

describe("UserLive", () => {
  const revalidateThumbnails = { type: "revalidate", reason: "thumbnails" } as const;

  it("broadcasts an event to every page the channel has open", async () => {
    const stub = env.USER_LIVE.get(env.USER_LIVE.idFromName(`visitor:${crypto.randomUUID()}`));
    expect(await stub.connections()).toBe(0);
    const pages = [await connect(stub), await connect(stub), await connect(stub)];
    expect(await stub.connections()).toBe(3);
    expect(await stub.broadcast(revalidateThumbnails)).toBe(3);
    for (const page of pages) {
      await eventually(async () => page.received.length > 0, 5_000);
      expect(page.received.map((m) => JSON.parse(m))).toEqual([revalidateThumbnails]);
    }
    for (const page of pages) page.socket.close(1000, "done");
  });

  it("stops counting a page once it closes its socket", async () => {
    const stub = env.USER_LIVE.get(env.USER_LIVE.idFromName(`visitor:${crypto.randomUUID()}`));
    const [leaving, staying] = [await connect(stub), await connect(stub)];
    expect(await stub.connections()).toBe(2);
    leaving!.socket.close(1000, "page left");
    await eventually(async () => (await stub.connections()) === 1, 5_000);
    expect(await stub.broadcast(revalidateThumbnails)).toBe(1);
    await eventually(async () => staying!.received.length > 0, 5_000);
    expect(leaving!.received).toEqual([]);
    staying!.socket.close(1000, "done");
  });

  it("keeps channels apart", async () => {
    const mine = env.USER_LIVE.get(env.USER_LIVE.idFromName(`visitor:${crypto.randomUUID()}`));
    const theirs = env.USER_LIVE.get(env.USER_LIVE.idFromName(`visitor:${crypto.randomUUID()}`));
    const page = await connect(theirs);
    expect(await mine.broadcast({ type: "revalidate", reason: "job" })).toBe(0);
    // A message on their own channel arrives after anything sent before it would have.
    expect(await theirs.broadcast(revalidateThumbnails)).toBe(1);
    await eventually(async () => page.received.length > 0, 5_000);
    expect(page.received.map((m) => JSON.parse(m))).toEqual([revalidateThumbnails]);
    page.socket.close(1000, "done");
  });

  it("tells a connecting page when the channel last had news, so opening alone reloads nothing", async () => {
    const stub = env.USER_LIVE.get(env.USER_LIVE.idFromName(`visitor:${crypto.randomUUID()}`));
    const first = await connect(stub);
    await eventually(async () => first.greetings.length > 0, 5_000);
    expect(JSON.parse(first.greetings[0]!)).toEqual({ type: "hello", lastEventAt: null });

    const before = Date.now();
    await stub.broadcast(revalidateThumbnails);
    // A page that connects later (a reload, a reconnect after a drop) learns of that news.
    const second = await connect(stub);
    await eventually(async () => second.greetings.length > 0, 5_000);
    const { lastEventAt } = JSON.parse(second.greetings[0]!) as { lastEventAt: number };
    expect(lastEventAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(lastEventAt).toBeLessThanOrEqual(Date.now());
    expect(second.received).toEqual([]);
    first.socket.close(1000, "done");
    second.socket.close(1000, "done");
  });

  it("answers keep-alive pings without waking up, and refuses plain requests", async () => {
    const stub = env.USER_LIVE.get(env.USER_LIVE.idFromName(`visitor:${crypto.randomUUID()}`));
    const page = await connect(stub);
    page.socket.send("ping");
    await eventually(async () => page.received.includes("pong"), 5_000);
    expect((await stub.fetch("https://user-live/connect")).status).toBe(426);
    await runInDurableObject(stub, async (_instance, state) => {
      expect(state.getWebSockets()).toHaveLength(1);
    });
    page.socket.close(1000, "done");
  });
});
