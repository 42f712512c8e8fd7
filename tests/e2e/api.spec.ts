import AxeBuilder from "@axe-core/playwright";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { createAccount, logIn, uniqueEmail, upgradeTo } from "./accounts";
import { expect, settle, javaScriptOn, test } from "./fixtures";

/**
 * The Elite API as a creator meets it, with JavaScript on and off, in both languages: a Free
 * account is told the API is an Elite feature; an Elite account creates a key in Configurações ›
 * API, sees it once, runs the README's curl example with it (the real curl, against this server),
 * follows the job to its thumbnails and their JPEG, then revokes the key, which stops working.
 */
const run = promisify(execFile);

const languages = {
  pt: {
    locale: "pt-BR",
    tab: "API",
    tabs: "Seções das configurações",
    eliteNotice: "A API está disponível no plano Elite",
    name: "Nome da chave",
    create: "Criar chave",
    nameRequired: "Dê um nome à chave",
    key: "Sua nova chave da API",
    done: "Já copiei a chave",
    revoke: (name: string) => `Revogar a chave ${name}`,
    confirm: "Revogar chave",
    revoked: "Chave revogada.",
    revokedOn: "Revogada em",
    unauthorized: "Chave da API ausente",
  },
  en: {
    locale: "en-US",
    tab: "API",
    tabs: "Settings sections",
    eliteNotice: "The API is available on the Elite plan",
    name: "Key name",
    create: "Create key",
    nameRequired: "Give the key a name",
    key: "Your new API key",
    done: "I have copied the key",
    revoke: (name: string) => `Revoke the key ${name}`,
    confirm: "Revoke key",
    revoked: "Key revoked.",
    revokedOn: "Revoked on",
    unauthorized: "Missing, unknown or revoked API key",
  },
} as const;

/** The README's example, as a creator would paste it: their key in, this server's address for npm start's. */
function readmeExample(key: string, baseURL: string) {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const block = /<!-- api-example:start -->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README has no api-example block");
  return block.replace("mnt_…", key).replaceAll("http://localhost:8787", baseURL);
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the API settings and the README example in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("a Free account is pointed to the Elite plan", async ({ page }) => {
      const email = uniqueEmail("api-free");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/configuracoes/api");
      await expect(
        page.getByRole("navigation", { name: copy.tabs }).getByRole("link", { name: copy.tab, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(copy.eliteNotice)).toBeVisible();
      await expect(page.getByLabel(copy.name)).toHaveCount(0);
    });

    test("an Elite account creates a key, runs the README's curl example with it and revokes it", async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail("api-elite");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await upgradeTo(page.request, "elite");

      await page.goto("/configuracoes/api");
      await settle(page, js);
      // A nameless key is refused with a message; the form stays.
      await page.getByRole("button", { name: copy.create }).click();
      await expect(page.getByText(copy.nameRequired)).toBeVisible();
      const name = `Script ${language} ${js ? "js" : "no-js"}`;
      await page.getByLabel(copy.name).fill(name);
      await page.getByRole("button", { name: copy.create }).click();
      const keyField = page.getByLabel(copy.key);
      await expect(keyField).toHaveValue(/^mnt_[A-Za-z0-9_-]{43}$/);
      const key = await keyField.inputValue();
      if (js) {
        // The Elite view (the new key, the form, the list) has no serious or critical violation.
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      }

      const { stdout } = await run("bash", ["-c", readmeExample(key, baseURL!)], { timeout: 30_000 });
      const accepted = JSON.parse(stdout) as { job_id: string; status: string; status_url: string };
      expect(accepted.status).toBe("queued");
      expect(accepted.status_url).toBe(`${baseURL}/api/v1/jobs/${accepted.job_id}`);

      const auth = { Authorization: `Bearer ${key}` };
      let job: { status: string; thumbnails: { image_url: string; title: string }[] } | undefined;
      await expect
        .poll(
          async () => {
            job = await (await page.request.get(accepted.status_url, { headers: auth })).json();
            return job?.status;
          },
          { timeout: 90_000, intervals: [500, 1000, 2000] },
        )
        .toBe("succeeded");
      expect(job!.thumbnails).toHaveLength(3);
      expect(job!.thumbnails[0]!.title).toBe("Montei meu setup gamer");
      const image = await page.request.get(job!.thumbnails[0]!.image_url, { headers: auth });
      expect(image.headers()["content-type"]).toBe("image/jpeg");
      expect([...(await image.body()).subarray(0, 2)]).toEqual([0xff, 0xd8]);

      // The key is listed by its name and first characters, never shown again; then revoked.
      await page.getByRole("link", { name: copy.done }).click();
      await expect(page.getByLabel(copy.key)).toHaveCount(0);
      await expect(page.getByRole("rowheader", { name })).toBeVisible();
      await expect(page.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
      await page.getByRole("link", { name: copy.revoke(name) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: copy.confirm }).click();
      await expect(page.getByText(copy.revoked)).toBeVisible();
      await expect(page.getByText(copy.revokedOn)).toBeVisible();
      const refused = await page.request.get(`${baseURL}/api/v1/usage`, {
        headers: { ...auth, "Accept-Language": copy.locale },
      });
      expect(refused.status()).toBe(401);
      expect((await refused.json()).error.message).toContain(copy.unauthorized);
    });
  });
}
