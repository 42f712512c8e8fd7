import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (let i = 0; i < 4; i++) {
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders: { "Accept-Language": "pt-BR" } });
const a = lhr.audits;
const obs = a.metrics.details.items[0];
console.log("LCP sim", Math.round(a["largest-contentful-paint"].numericValue), "observed FCP", obs.observedFirstContentfulPaint, "LCP", obs.observedLargestContentfulPaint, "DCL", obs.observedDomContentLoaded, "load", obs.observedLoad);
console.log(a["network-requests"].details.items.map((r) => `${r.url.replace(/^https?:\/\/[^/]+/, "").slice(0,40)} ${r.priority} ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.resourceType}`).join(" | "));
}
await chrome.kill();
