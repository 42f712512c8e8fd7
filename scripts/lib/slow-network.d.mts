import type { Page } from "@playwright/test";

export declare function effectiveTypeFor(latencyMs: number): "slow-2g" | "2g" | "3g" | "4g";
export declare function emulateSlowNetwork(
  page: Page,
  options: { latencyMs: number; bytesPerSecond: number },
): Promise<void>;
