import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, inertModulePreloads, test } from "./fixtures";

/**
 * How many JavaScript files a page needs to hydrate: every file costs the browser a request, a
 * compile and a few main-thread tasks, whatever its size, so the small modules a family of pages
 * shares travel in the shell or in one chunk per group (`sharedHelpers` and `pageGroups` in
 * vite.config.ts, docs/decisions/027-less-to-hydrate.md).
 * Split the default way, /login needed 10 files and /dashboard 15. The files are the page's module
 * preload links (inert until the first paint), the same with JavaScript on or off. One of them is
 * Remix's route manifest, the same file on every page (lazy route discovery is off, vite.config.ts).
 */
const pageFiles = (html: string) =>
  inertModulePreloads(html).filter((href) => /^\/assets\/.+\.js$/.test(href));

const limits = [
  { path: "/", files: 6 },
  { path: "/faq", files: 5 },
  { path: "/login", files: 7 },
  { path: "/cadastro", files: 7 },
  { path: "/dashboard", files: 7, signedIn: true },
  { path: "/thumbnail-expert", files: 9, signedIn: true },
];

test("each page a creator meets first hydrates from at most nine JavaScript files", async ({ page }) => {
  const email = uniqueEmail("module-files");
  await createAccount(page.request, { email });
  const over: Record<string, string[]> = {};
  const check = async (path: string, limit: number) => {
    const files = pageFiles(await (await page.request.get(path)).text());
    expect(files.length, `${path} names its modules`).toBeGreaterThan(0);
    if (files.length > limit) over[path] = files;
  };
  for (const { path, files } of limits.filter((limit) => !limit.signedIn)) await check(path, files);
  await logIn(page, email);
  for (const { path, files } of limits.filter((limit) => limit.signedIn)) await check(path, files);
  expect(over, "pages that load more JavaScript files than their limit").toEqual({});
});
