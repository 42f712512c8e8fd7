import type { Page } from "@playwright/test";

export declare function emulateSlowNetwork(
  page: Page,
  options: { latencyMs: number; bytesPerSecond: number },
): Promise<void>;
