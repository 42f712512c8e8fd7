import type { Page } from "@playwright/test";
import { expect, javaScriptOn, test } from "./fixtures";

/** What differs between the two languages on the public pages. */
const languages = {
  pt: {
    locale: "pt-BR",
    title: "Thumbnails que fazem o público clicar",
    promptLabel: "Sobre o que é o seu próximo vídeo?",
    firstPrompt: "Vlog de viagem: 3 dias em Lisboa gastando pouco",
    createThumbnail: "Criar Thumbnail",
    annual: "Anual",
    monthly: "Mensal",
    starterMonthly: "R$ 50",
    starterAnnual: "R$ 510",
    eliteAnnual: "R$ 2.550",
    faqTitle: "Perguntas frequentes",
    firstQuestion: "O que é a Miniatura?",
    secondQuestion: "Como a IA cria as minhas thumbnails?",
    termsTitle: "Termos de uso",
    credits: "9. Créditos",
    backHome: "Voltar ao início",
    footerProduct: "Produto",
    signupTitle: "Crie sua conta grátis",
  },
  en: {
    locale: "en-US",
    title: "Thumbnails that make viewers click",
    promptLabel: "What is your next video about?",
    firstPrompt: "Travel vlog: 3 days in Lisbon on a budget",
    createThumbnail: "Create Thumbnail",
    annual: "Annual",
    monthly: "Monthly",
    starterMonthly: "$10",
    starterAnnual: "$102",
    eliteAnnual: "$510",
    faqTitle: "Frequently asked questions",
    firstQuestion: "What is Miniatura?",
    secondQuestion: "How does the AI create my thumbnails?",
    termsTitle: "Terms of use",
    credits: "9. Credits",
    backHome: "Back to home",
    footerProduct: "Product",
    signupTitle: "Create your free account",
  },
} as const;

/** Intl writes "R$ 50" with a no-break space; compare with ordinary spaces. */
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

async function planPrice(page: Page, plan: string) {
  return plain(await page.locator(`[data-plan="${plan}"] [data-testid="plan-price"]`).textContent());
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`public site in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("the landing page: hero, anchors, nine testimonials, five plans", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(page.getByLabel(copy.promptLabel)).toBeVisible();

      for (const id of ["como-funciona", "depoimentos", "planos", "exemplos"]) {
        await expect(page.locator(`#${id}`), `#${id} exists`).toHaveCount(1);
      }
      // The header's anchors lead to those sections (on a wide screen; the phone menu, closed, holds
      // the same links).
      const headerAnchors = await page
        .locator("header a[href^='/#']:visible")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(headerAnchors).toEqual(["/#como-funciona", "/#depoimentos", "/#planos"]);
      await page.locator("header a[href='/#planos']:visible").click();
      await expect(page).toHaveURL(/#planos$/);
      await expect(page.locator("#planos")).toBeInViewport();

      await expect(page.getByTestId("testimonial")).toHaveCount(9);
      await expect(page.locator("#planos [data-plan]")).toHaveCount(5);
      await expect(page.locator("[data-plan='pro']")).toContainText(
        language === "pt" ? "Mais popular" : "Most popular",
      );
      // The example thumbnails are real images that load.
      const examples = page.locator("#exemplos img");
      await expect(examples).toHaveCount(4);
      await examples.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => examples.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(640);
    });

    test("the hero's placeholder types example prompts with JavaScript, and stays still otherwise", async ({
      page,
    }, testInfo) => {
      await page.goto("/");
      const box = page.getByLabel(copy.promptLabel);
      const first = copy.firstPrompt;
      // The box's own placeholder is always the first prompt: what a screen reader announces.
      await expect(box).toHaveAttribute("placeholder", first);
      // The moving text is a layer under the box, hidden from screen readers; it shows what is typed.
      const layer = page.getByTestId("typing-placeholder");
      await expect(layer).toHaveAttribute("aria-hidden", "true");
      /**
       * What the layer shows, null while it is hidden: its prompt up to the first character a line's
       * cover hides (the covers slide along their lines as characters are typed and erased).
       */
      const typed = () =>
        layer.evaluate((element) => {
          if (getComputedStyle(element).display === "none") return null;
          const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
          const covers = [...element.querySelectorAll(".typing-cover")].map((cover) =>
            cover.getBoundingClientRect(),
          );
          const range = document.createRange();
          let shown = "";
          let offset = 0;
          for (const letter of text?.textContent ?? "") {
            range.setStart(text!, offset);
            range.setEnd(text!, offset + letter.length);
            offset += letter.length;
            const box = [...range.getClientRects()].at(-1);
            const middle = box ? box.top + box.height / 2 : Number.NaN;
            const cover = covers.find((line) => middle >= line.top && middle <= line.bottom);
            if (box && cover && box.right > cover.left + 0.5) break;
            shown += letter;
          }
          return shown;
        });
      /** The colour of the box's own placeholder: transparent while the layer draws the prompts. */
      const placeholderColour = () =>
        box.evaluate((element) => getComputedStyle(element, "::placeholder").color);
      if (javaScriptOn(testInfo.project.name)) {
        // Once the page is idle after hydration, the first prompt keeps the 2 s pause every complete
        // prompt gets; then it is erased one character at a time (a shorter and shorter start of it).
        const erasingFirstPrompt = async () => {
          const shown = (await typed()) ?? "";
          return shown.length >= 2 && shown.length < first.length && first.startsWith(shown);
        };
        await expect.poll(erasingFirstPrompt, { timeout: 10_000, intervals: [20] }).toBe(true);
        // Typing and erasing lay nothing out (the covers move in compositor animations): over 600 ms
        // (about 20 characters) the page's layout count moves by two at most (a new prompt is laid
        // out once). Changing the box's placeholder attribute laid it out on every character.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Performance.enable");
        const layouts = async () =>
          (await cdp.send("Performance.getMetrics")).metrics.find((metric) => metric.name === "LayoutCount")
            ?.value ?? Number.NaN;
        const before = { layouts: await layouts(), text: await typed() };
        await page.waitForTimeout(600);
        const after = { layouts: await layouts(), text: await typed() };
        expect(after.text).not.toBe(before.text);
        expect(after.layouts - before.layouts).toBeLessThanOrEqual(2);
        // The box's placeholder is transparent under the layer, so the text is drawn once.
        expect(await placeholderColour()).toBe("rgba(0, 0, 0, 0)");
        await expect(box).toHaveAttribute("placeholder", first);

        // Out of view it stands still, for longer than the longest still moment (the 2 s pause),
        // and it goes on when the box is back in view.
        await page.locator("#planos").scrollIntoViewIfNeeded();
        await expect(box).not.toBeInViewport();
        await page.waitForTimeout(300);
        const still = await typed();
        await page.waitForTimeout(3000);
        expect(await typed()).toBe(still);
        await box.scrollIntoViewIfNeeded();
        await expect.poll(typed, { timeout: 5000 }).not.toBe(still);

        // Text in the box hides the layer at once: only what the creator typed shows.
        await box.fill("Meu vídeo");
        expect(await typed()).toBeNull();
        await box.fill("");
        await expect.poll(typed).not.toBeNull();

        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.reload();
        await page.waitForFunction(() => "__remixRouter" in window);
        // Longer than the animation's idle wait (3 s at most) and the first pause (2 s) together.
        await page.waitForTimeout(5500);
        await expect(box).toHaveAttribute("placeholder", first);
        expect(await typed()).toBeNull();
        expect(await placeholderColour()).not.toBe("rgba(0, 0, 0, 0)");
      } else {
        await page.waitForTimeout(1500);
        await expect(box).toHaveAttribute("placeholder", first);
        expect(await typed()).toBeNull();
        expect(await placeholderColour()).not.toBe("rgba(0, 0, 0, 0)");
      }
    });

    test("the billing toggle shows annual prices and back", async ({ page }) => {
      await page.goto("/#planos");
      expect(await planPrice(page, "starter")).toBe(copy.starterMonthly);

      await page.locator("#planos").getByRole("link", { name: copy.annual }).click();
      await expect(page).toHaveURL(/billing=annual/);
      await expect.poll(() => planPrice(page, "starter")).toBe(copy.starterAnnual);
      expect(await planPrice(page, "elite")).toBe(copy.eliteAnnual);
      await expect(page.locator("#planos").getByRole("link", { name: copy.annual })).toHaveAttribute(
        "aria-current",
        "true",
      );

      await page.locator("#planos").getByRole("link", { name: copy.monthly }).click();
      await expect.poll(() => planPrice(page, "starter")).toBe(copy.starterMonthly);
    });

    test("the hero prompt is kept and carried to sign-up", async ({ page, context }) => {
      await page.goto("/");
      const prompt =
        language === "pt" ? "Vlog de viagem: Lisboa com R$ 500 — ação!" : "Budget travel vlog: Lisbon";
      await page.getByLabel(copy.promptLabel).fill(prompt);
      await page.getByRole("button", { name: copy.createThumbnail }).click();
      await expect(page).toHaveURL("/cadastro");

      const cookie = (await context.cookies()).find((c) => c.name === "pending_prompt");
      expect(cookie, "the pending prompt cookie").toBeDefined();
      expect(cookie?.httpOnly).toBe(true);
      // A signed cookie: base64 of the JSON value, then the signature.
      const [encoded] = decodeURIComponent(cookie!.value).split(".");
      const stored: unknown = JSON.parse(Buffer.from(encoded!, "base64").toString("utf8"));
      expect(stored).toBe(prompt);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.signupTitle);
    });

    test("the FAQ opens one question at a time, and an open one can be closed", async ({ page }) => {
      await page.goto("/faq");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.faqTitle);
      const items = page.locator("details[name='faq']");
      await expect(items).toHaveCount(11);
      const first = items.filter({ hasText: copy.firstQuestion });
      const second = items.filter({ hasText: copy.secondQuestion });

      await first.locator("summary").click();
      await expect(first).toHaveAttribute("open", "");
      await second.locator("summary").click();
      await expect(second).toHaveAttribute("open", "");
      await expect(first).not.toHaveAttribute("open", "");
      await second.locator("summary").click();
      await expect(second).not.toHaveAttribute("open", "");
      await expect(page.locator("details[name='faq'][open]")).toHaveCount(0);

      await expect(page.getByRole("link", { name: copy.backHome })).toHaveAttribute("href", "/");
      await expect(page.locator("main a[href^='mailto:']")).toHaveCount(1);
    });

    test("terms have 8 sections and the credits, privacy 9, each with a way home", async ({ page }) => {
      await page.goto("/termos");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.termsTitle);
      await expect(page.locator("article > section")).toHaveCount(9);
      // The topic art's licence (MIT) asks for Microsoft's notice wherever the art goes.
      const credits = page.locator("article > section#credits");
      await expect(credits.getByRole("heading", { level: 2 })).toHaveText(copy.credits);
      await expect(credits).toContainText("Fluent Emoji");
      await expect(credits.locator("pre").first()).toContainText("Copyright (c) Microsoft Corporation.");
      // The interface icons' notices (Lucide, ISC; Feather, MIT: docs/decisions/029-svg-icons.md).
      await expect(credits).toContainText("Lucide");
      await expect(credits.locator("pre").last()).toContainText("Lucide Icons and Contributors");
      await expect(credits.locator("pre").last()).toContainText("Copyright (c) 2013-present Cole Bemis");
      await expect(page.getByRole("link", { name: copy.backHome })).toBeVisible();

      await page.goto("/privacidade");
      await expect(page.locator("article > section")).toHaveCount(9);
      await expect(page.getByRole("link", { name: copy.backHome })).toBeVisible();

      await page.goto("/terms-of-service");
      await expect(page).toHaveURL("/termos");
    });

    test("the terms' contents land on each section, again after scrolling away, and Back returns", async ({
      page,
    }) => {
      await page.goto("/termos");
      const contents = page.locator('nav[aria-labelledby="doc-contents"] a');
      const sectionOf = async (index: number) => (await contents.nth(index).getAttribute("href"))!.slice(1);
      // With JavaScript the router makes the jump (app/ui/section-links.ts): the browser's own one was
      // undone by the router's scroll restoration from the second jump on.
      for (const index of [2, 5, 1]) {
        const id = await sectionOf(index);
        await contents.nth(index).click();
        await expect(page).toHaveURL(new RegExp(`/termos#${id}$`));
        await expect(page.locator(`#${id} h2`)).toBeInViewport();
      }
      // The section already in the address, after scrolling back to the contents.
      const last = await sectionOf(1);
      await contents.nth(1).scrollIntoViewIfNeeded();
      await expect(page.locator(`#${last} h2`)).not.toBeInViewport();
      await contents.nth(1).click();
      await expect(page.locator(`#${last} h2`)).toBeInViewport();
      // Back goes through the jumps, one by one.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/termos#${await sectionOf(5)}$`));
    });

    test("the skip link takes the keyboard to the page's content", async ({ page }) => {
      await page.goto("/termos");
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAttribute("href", "#main");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/termos#main$/);
      // The next Tab is inside the content (its first link), not back in the header.
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveText(copy.backHome);
    });

    test("every footer link answers", async ({ page, request }) => {
      await page.goto("/");
      const footer = page.locator("footer");
      await expect(footer.getByRole("heading", { name: copy.footerProduct })).toBeVisible();
      const hrefs = await footer
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      const pages = [...new Set(hrefs.filter((h) => h.startsWith("/") && !h.startsWith("/#")))];
      expect(pages).toEqual(
        expect.arrayContaining([
          "/api",
          "/ajuda",
          "/tutoriais",
          "/status",
          "/termos",
          "/privacidade",
          "/cookies",
        ]),
      );
      for (const href of pages) {
        const response = await request.get(href, { headers: { "Accept-Language": copy.locale } });
        expect(response.status(), href).toBe(200);
      }
      for (const anchor of hrefs.filter((h) => h.startsWith("/#"))) {
        await expect(page.locator(anchor.slice(1)), anchor).toHaveCount(1);
      }
      const mailto = hrefs.find((h) => h.startsWith("mailto:"));
      expect(mailto).toMatch(/^mailto:[^@]+@[^@]+$/);
    });

    test("help, tutorials, cookies and API pages are real pages in this language", async ({ page }) => {
      for (const path of ["/ajuda", "/tutoriais", "/cookies", "/api"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("article > section").first()).toBeVisible();
        expect(await page.locator("article > section").count(), path).toBeGreaterThanOrEqual(3);
        await expect(page.getByRole("link", { name: copy.backHome })).toBeVisible();
      }
    });
  });
}
