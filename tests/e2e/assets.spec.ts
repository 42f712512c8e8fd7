import { expect, test } from "./fixtures";

test("hashed assets are cached for a year, pages are not", async ({ request }) => {
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toBe("private, no-cache");
  const html = await page.text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets.slice(0, 3)) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }
});
