import type { Locator, Page, Route } from "@playwright/test";
import { createAccount, logIn, password, uniqueEmail, upgradeToPro } from "./accounts";
import { expect, settle, test, waitForRouterIdle } from "./fixtures";

/**
 * Nothing typed before hydration is lost, on any form (issue 28). The page paints before its
 * scripts run (docs/decisions/007-paint-first-hydrate-after.md), and on a cheap phone hydration comes seconds
 * later: exactly when a creator starts typing. Each test holds the app's scripts, types into the
 * painted page (all at once with `fill`, and key by key with the typing still going on while the
 * page hydrates), lets hydration happen and then finds the whole text, with its accents, in the
 * field, the UI that follows it (Send, counters) up to date, and a submit that works: in pt and en.
 */
const copy = {
  pt: {
    text: "Culinária vegana",
    heroPrompt: "Sobre o que é o seu próximo vídeo?",
    heroSubmit: /Criar thumbnail/i,
    email: "Email",
    password: "Senha",
    fullName: "Nome completo",
    confirmPassword: "Confirmar senha",
    terms: /Li e aceito/,
    logIn: "Entrar",
    signUp: "Criar conta",
    signedUp: "Enviamos um link de confirmação",
    forgotSubmit: "Enviar link",
    forgotSent: "Email enviado!",
    profileSave: "Salvar",
    profileSaved: "Perfil atualizado com sucesso",
    feedbackType: "Tipo",
    feedbackTypeOption: "Sugestão",
    subject: "Assunto",
    message: "Mensagem",
    feedbackSend: "Enviar",
    feedbackSent: "Feedback enviado com sucesso!",
    answer: "Sua resposta",
    send: "Enviar",
    niche: "Nicho",
    titles: "Título do vídeo (opcional)",
    generate: "Gerar 4 opções",
    layerText: "Texto",
    save: "Salvar thumbnail",
    saved: "Thumbnail salva",
    competitors: "Concorrentes",
    analyze: "Analisar",
    trendSource: "Análise offline",
    channelUrl: "URL do canal",
    search: "Buscar",
    channelResults: "Thumbnails de Tech Lab Brasil",
  },
  en: {
    text: "Vegan cooking: açaí",
    heroPrompt: "What is your next video about?",
    heroSubmit: /Create thumbnail/i,
    email: "E-mail",
    password: "Password",
    fullName: "Full name",
    confirmPassword: "Confirm password",
    terms: /I have read and accept/,
    logIn: "Log in",
    signUp: "Create account",
    signedUp: "We sent a confirmation link",
    forgotSubmit: "Send link",
    forgotSent: "E-mail sent!",
    profileSave: "Save",
    profileSaved: "Profile updated",
    feedbackType: "Type",
    feedbackTypeOption: "Suggestion",
    subject: "Subject",
    message: "Message",
    feedbackSend: "Send",
    feedbackSent: "Feedback sent successfully!",
    answer: "Your answer",
    send: "Send",
    niche: "Niche",
    titles: "Video title (optional)",
    generate: "Generate 4 options",
    layerText: "Text",
    save: "Save thumbnail",
    saved: "Thumbnail saved",
    competitors: "Competitors",
    analyze: "Analyze",
    trendSource: "Offline analysis",
    channelUrl: "Channel URL",
    search: "Search",
    channelResults: "Thumbnails from Tech Lab Brasil",
  },
} as const;

type Language = keyof typeof copy;
type Copy = (typeof copy)[Language];
const languages = Object.keys(copy) as Language[];
const modes = ["at once", "key by key"] as const;
type Mode = (typeof modes)[number];

/** The app's scripts wait at the network until released: the page is painted and typeable, not hydrated. */
async function holdScripts(page: Page) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const scripts = /\/assets\/.+\.js(\?.*)?$/;
  const hold = async (route: Route) => {
    await gate;
    await route.continue();
  };
  await page.route(scripts, hold);
  return {
    release: open,
    done: () => page.unroute(scripts, hold),
  };
}

/** What to type where: a text field and its text, or a select and the option's label. */
type Entry = { field: Locator; text: string } | { select: Locator; label: string };

/**
 * Opens `url` with its scripts held, fills `entries` before the page hydrates (the last text key by
 * key across the moment it hydrates, in "key by key"), waits for hydration and checks every field
 * still holds what was typed.
 */
async function typeBeforeHydration(page: Page, url: string, entries: Entry[], mode: Mode) {
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: "commit" });
  const lastText = entries.findLastIndex((entry) => "field" in entry);
  for (const [index, entry] of entries.entries()) {
    if ("select" in entry) {
      await entry.select.selectOption({ label: entry.label });
    } else if (mode === "at once") {
      await entry.field.fill(entry.text);
    } else if (index !== lastText) {
      await entry.field.clear();
      await entry.field.pressSequentially(entry.text);
    } else {
      await entry.field.clear();
      // The first letters go in before the scripts run, the rest while the page hydrates: the case
      // that used to lose "Culi" of "Culinária vegana".
      const half = Math.ceil(entry.text.length / 2);
      await entry.field.pressSequentially(entry.text.slice(0, half));
      scripts.release();
      await entry.field.pressSequentially(entry.text.slice(half), { delay: 40 });
    }
  }
  scripts.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await scripts.done();
  for (const entry of entries) {
    if ("field" in entry) await expect(entry.field).toHaveValue(entry.text);
    else await expect(entry.select.locator("option:checked")).toHaveText(entry.label);
  }
}

/** The language the pages answer in, as the language menu stores it. */
async function chooseLanguage(page: Page, language: Language) {
  const response = await page.request.post("/preferencias/idioma", {
    form: { language, redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(response.status(), "language stored").toBe(303);
}

/** Runs `body` in pt and en, each typed at once and key by key. */
async function eachLanguageAndMode(
  page: Page,
  body: (text: Copy, mode: Mode, language: Language) => Promise<void>,
) {
  for (const language of languages) {
    await chooseLanguage(page, language);
    for (const mode of modes) {
      await test.step(`${language}, typed ${mode}`, () => body(copy[language], mode, language));
    }
  }
}

async function signedIn(page: Page, label: string) {
  const email = uniqueEmail(label);
  await createAccount(page.request, { email });
  await logIn(page, email);
  return email;
}

// Without JavaScript there is no hydration: every other spec covers these forms in that project.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "hydration only happens with JavaScript");
test.describe.configure({ timeout: 120_000 });

test("the landing page's prompt", async ({ page }) => {
  await eachLanguageAndMode(page, async (text, mode) => {
    const prompt = page.getByLabel(text.heroPrompt);
    await typeBeforeHydration(page, "/", [{ field: prompt, text: text.text }], mode);
    await page.getByRole("button", { name: text.heroSubmit }).first().click();
    await expect(page).toHaveURL(/\/cadastro/);
  });
});

test("log in", async ({ page }) => {
  const email = uniqueEmail("typed-login");
  await createAccount(page.request, { email });
  await eachLanguageAndMode(page, async (text, mode, language) => {
    // Signed out again for the next pass (the language choice is a cookie too), away from the
    // dashboard so its live connection does not retry without a session.
    await page.goto("about:blank");
    await page.context().clearCookies();
    await chooseLanguage(page, language);
    await typeBeforeHydration(
      page,
      "/login",
      [
        { field: page.getByLabel(text.email), text: email },
        { field: page.getByLabel(text.password, { exact: true }), text: password },
      ],
      mode,
    );
    await page.getByRole("button", { name: text.logIn, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  });
});

test("sign up", async ({ page }) => {
  await eachLanguageAndMode(page, async (text, mode, language) => {
    const email = uniqueEmail(`typed-signup-${language}`);
    await typeBeforeHydration(
      page,
      "/cadastro",
      [
        { field: page.getByLabel(text.fullName), text: "Conceição Araújo" },
        { field: page.getByLabel(text.email), text: email },
        { field: page.getByLabel(text.password, { exact: true }), text: password },
        { field: page.getByLabel(text.confirmPassword), text: password },
      ],
      mode,
    );
    await page.getByLabel(text.terms).check();
    await page.getByRole("button", { name: text.signUp, exact: true }).click();
    await expect(page.getByText(text.signedUp).first()).toBeVisible();
  });
});

test("forgotten password", async ({ page }) => {
  await eachLanguageAndMode(page, async (text, mode, language) => {
    const email = uniqueEmail(`typed-forgot-${language}`);
    await typeBeforeHydration(
      page,
      "/esqueci-senha",
      [{ field: page.getByLabel(text.email), text: email }],
      mode,
    );
    await page.getByRole("button", { name: text.forgotSubmit }).click();
    await expect(page.getByText(text.forgotSent).first()).toBeVisible();
  });
});

test("the profile settings", async ({ page }) => {
  await signedIn(page, "typed-profile");
  await eachLanguageAndMode(page, async (text, mode) => {
    const name = page.getByLabel(text.fullName);
    await typeBeforeHydration(
      page,
      "/configuracoes/perfil",
      [{ field: name, text: `${text.text} Sá` }],
      mode,
    );
    await page.getByRole("button", { name: text.profileSave, exact: true }).click();
    await expect(page.getByText(text.profileSaved).first()).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue(`${text.text} Sá`);
  });
});

test("the feedback dialog: its counter follows what was typed", async ({ page }) => {
  await signedIn(page, "typed-feedback");
  await eachLanguageAndMode(page, async (text, mode) => {
    const dialog = page.getByRole("dialog");
    const message = `${text.text}: exportar no modo escuro também.`;
    await typeBeforeHydration(
      page,
      "/dashboard?feedback=1",
      [
        { select: dialog.getByLabel(text.feedbackType), label: text.feedbackTypeOption },
        { field: dialog.getByLabel(text.subject), text: text.text },
        { field: dialog.getByLabel(text.message), text: message },
      ],
      mode,
    );
    await expect(dialog.getByText(`${message.length}/1000`)).toBeVisible();
    await waitForRouterIdle(page);
    await dialog.getByRole("button", { name: text.feedbackSend, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: text.feedbackSent })).toBeVisible();
  });
});

test("the Thumbnail Expert's message box: Send follows the text, and it sends", async ({ page }) => {
  await signedIn(page, "typed-expert");
  await eachLanguageAndMode(page, async (text, mode) => {
    const box = page.getByLabel(text.answer);
    await typeBeforeHydration(page, "/thumbnail-expert", [{ field: box, text: text.text }], mode);
    const send = page.getByRole("button", { name: text.send, exact: true });
    await expect(send).toBeEnabled();
    await settle(page, true);
    await expect(box).toHaveValue(text.text);
    await send.click();
    await expect(
      page.getByTestId("chat-messages").locator("li[data-role=user]").filter({ hasText: text.text }),
    ).toHaveCount(1);
    await expect(box).toHaveValue("");
  });
});

test("the quick generator and the editor", async ({ page }) => {
  test.setTimeout(240_000);
  await signedIn(page, "typed-generator");
  await upgradeToPro(page.request);
  await eachLanguageAndMode(page, async (text, mode) => {
    await typeBeforeHydration(
      page,
      "/gerar",
      [
        { field: page.getByLabel(text.niche), text: text.text },
        { field: page.getByLabel(text.titles), text: `Pão de ${text.text}` },
      ],
      mode,
    );
    await page.getByRole("button", { name: text.generate }).click();
    await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
    await settle(page, true);

    // The editor: the first layer's text, then Save.
    const id = await page.getByTestId("option").first().getAttribute("data-id");
    const headline = page.getByTestId("layer").first().getByLabel(text.layerText, { exact: true });
    await typeBeforeHydration(page, `/gerar/editor/${id}`, [{ field: headline, text: text.text }], mode);
    await settle(page, true);
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.saved).first()).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(headline).toHaveValue(text.text);
  });
});

test("the editor on a slow phone: keys typed while the page hydrates stay", async ({ page }) => {
  // React's hydration of a <textarea> puts the server's text back into it (react-dom's textarea
  // postMountWrapper). The rest of the page hydrates after that, and on a slow CPU keys typed
  // meanwhile used to land on the server's text: "Pão de Vegan cooking: açaí açaí" instead of what
  // was typed. Here the keys go in exactly then: once the field shows something else than what was
  // typed, before the page says it has hydrated.
  test.setTimeout(240_000);
  await signedIn(page, "typed-editor-slow");
  await upgradeToPro(page.request);
  for (const language of languages) {
    await chooseLanguage(page, language);
    const text = copy[language];
    await page.goto("/gerar");
    await page.getByLabel(text.niche).fill(text.text);
    await page.getByLabel(text.titles).fill(`Pão de ${text.text}`);
    await page.getByRole("button", { name: text.generate }).click();
    await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
    const id = await page.getByTestId("option").first().getAttribute("data-id");
    const headline = page.getByTestId("layer").first().getByLabel(text.layerText, { exact: true });

    const scripts = await holdScripts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(`/gerar/editor/${id}`, { waitUntil: "commit" });
    const half = Math.ceil(text.text.length / 2);
    await headline.clear();
    await headline.pressSequentially(text.text.slice(0, half));
    scripts.release();
    const typedSoFar = text.text.slice(0, half);
    await page.waitForFunction(
      (typed) =>
        document.documentElement.hasAttribute("data-hydrated") ||
        document.querySelector<HTMLTextAreaElement>("#layer-0-text")?.value !== typed,
      typedSoFar,
      { polling: 5, timeout: 60_000 },
    );
    await headline.pressSequentially(text.text.slice(half));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await scripts.done();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
    await expect(headline).toHaveValue(text.text);
  }
});

test("trend analysis", async ({ page }) => {
  await signedIn(page, "typed-trends");
  await upgradeToPro(page.request);
  await page.request.post("/configuracoes/youtube", { form: { apiKey: "e2e-creator-key" } });
  await eachLanguageAndMode(page, async (text, mode) => {
    await typeBeforeHydration(
      page,
      "/analise-tendencias",
      [
        { field: page.getByLabel(text.niche, { exact: true }), text: text.text },
        { field: page.getByLabel(text.competitors), text: "@cozinhadavovó" },
      ],
      mode,
    );
    await page.getByRole("button", { name: text.analyze, exact: true }).click();
    await expect(page.getByTestId("trend-source")).toHaveText(text.trendSource, { timeout: 30_000 });
  });
});

test("channel analysis", async ({ page }) => {
  await signedIn(page, "typed-channel");
  await page.request.post("/configuracoes/youtube", { form: { apiKey: "e2e-creator-key" } });
  await eachLanguageAndMode(page, async (text, mode) => {
    await typeBeforeHydration(
      page,
      "/analise-canal",
      [{ field: page.getByLabel(text.channelUrl), text: "@techlabbrasil" }],
      mode,
    );
    await page.getByRole("button", { name: text.search }).click();
    await expect(page.getByText(text.channelResults).first()).toBeVisible({ timeout: 30_000 });
  });
});
