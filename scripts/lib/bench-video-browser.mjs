// The video tool as a creator uses it, in Chromium against the local app: a 3-minute video (made by
// tests/e2e/test-video.ts, so 12 frames) is chosen on /video-analysis and "Analisar e gerar" is
// clicked. Timed: extracting the 12 frames and uploading them one by one (until the page asks for
// the analysis), then until the thumbnail is on the page. Measured: the frames' bytes on the wire and
// the page's peak JavaScript heap (Chrome DevTools Protocol, sampled every 50 ms while it works).
// Prints nothing.
import { chromiumExecutable, chromiumFlags } from "./chromium.mjs";
import { loadAppModules } from "./load-app-modules.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function videoBrowserFigures(base, sessionCookie, runs = 3) {
  const { chromium } = await import("@playwright/test");
  const { server, testVideo } = await loadAppModules({ testVideo: "tests/e2e/test-video.ts" });
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumFlags });
  try {
    const context = await browser.newContext();
    const [name, value] = sessionCookie.split("=");
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/video-analysis`);
    const video = await testVideo.makeTestVideo(page, { seconds: 180 });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");

    const extractAndUpload = [];
    const toResult = [];
    let frameBytes = 0;
    let frames = 0;
    let heapPeak = 0;
    for (let run = 0; run < runs; run++) {
      await page.goto(`${base}/video-analysis`);
      await page.waitForLoadState("networkidle");
      await page
        .locator("#video-file")
        .setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: video });
      await page.getByTestId("video-duration").waitFor();
      const uploads = [];
      const onRequest = (request) => {
        if (request.method() === "POST" && request.url().includes("/video-analysis/quadros/"))
          uploads.push(request.allHeaders().then((headers) => Number(headers["content-length"] ?? 0)));
      };
      page.on("request", onRequest);
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const { metrics } = await cdp.send("Performance.getMetrics");
          const heap = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
          heapPeak = Math.max(heapPeak, heap);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const started = performance.now();
      await page.getByRole("button", { name: /^(Analisar e gerar|Analyze & Generate)$/ }).click();
      await page.waitForURL(/job=/, { timeout: 60_000 });
      const asked = performance.now();
      await page.getByTestId("video-result").waitFor({ timeout: 60_000 });
      const done = performance.now();
      sampling = false;
      await sampler;
      page.off("request", onRequest);
      extractAndUpload.push(asked - started);
      toResult.push(done - started);
      frames = uploads.length;
      frameBytes = (await Promise.all(uploads)).reduce((total, size) => total + size, 0);
    }
    return {
      runs,
      videoBytes: video.byteLength,
      frames,
      frameBytes,
      extractAndUpload: median(extractAndUpload),
      toResult: median(toResult),
      heapPeak,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
