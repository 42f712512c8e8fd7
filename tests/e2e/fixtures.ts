import { test as base, expect } from "@playwright/test";

/**
 * Every test fails if the page logs a console.error or throws: an error a creator never sees is
 * still an error (Epic Stack habit).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, "errors logged by the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const javaScriptOn = (projectName: string) => projectName === "js-on";
