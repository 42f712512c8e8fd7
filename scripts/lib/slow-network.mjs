// A slow network in Chromium, for the e2e suite and the bench: requests throttled to the given
// round trip and bandwidth, and the page told so through `navigator.connection`, which paint-first's
// early preload reads (`effectiveType`, `rtt`; docs/decisions/007-paint-first-hydrate-after.md).
// `Network.emulateNetworkConditions` used to do both. Chromium 150 still throttles the requests but
// no longer reports the emulated network to the page, and `Network.overrideNetworkState` does not
// outlive a navigation, so an init script gives the page the figures a phone on that network reports.

/** Chromium's effective connection type for a round trip (its network quality estimator's bands). */
function effectiveTypeFor(latencyMs) {
  if (latencyMs >= 2000) return "slow-2g";
  if (latencyMs >= 1400) return "2g";
  if (latencyMs >= 270) return "3g";
  return "4g";
}

/** Runs in the page before its own scripts: the connection as the browser would report it. */
function reportConnection({ effectiveType, rtt, downlink }) {
  const connection = navigator.connection;
  if (!connection) return;
  for (const [key, value] of Object.entries({ effectiveType, rtt, downlink }))
    Object.defineProperty(connection, key, { get: () => value, configurable: true });
}

/**
 * Before `page` loads: `latencyMs` is the round trip, `bytesPerSecond` the bandwidth each way.
 * Playwright's `page`; the CDP session is the page's own.
 */
export async function emulateSlowNetwork(page, { latencyMs, bytesPerSecond }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await page.addInitScript(reportConnection, {
    effectiveType: effectiveTypeFor(latencyMs),
    rtt: latencyMs,
    downlink: Number(((bytesPerSecond * 8) / 1_000_000).toFixed(2)),
  });
}
