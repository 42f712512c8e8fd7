import type { APIRequestContext, Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test, waitForRouterIdle } from "./fixtures";

/**
 * A creator with no generations left hears so when the page opens (docs/product.md, Usage and
 * allowance), before the first answer: on /thumbnail-expert and on /gerar, the notice, the way to the
 * plans and the generate controls disabled, with JavaScript on and off, in both languages. The
 * interview itself may still be answered: the conversation is saved for when thumbnails are back.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    limitTitle: "Limite atingido",
    limitBody: "Você atingiu o limite de thumbnails do seu plano",
    upgrade: "Ver planos",
    answer: "Sua resposta",
    generateReply: "Sim, gerar as thumbnails!",
    adjustReply: "Quero ajustar algo",
    submit: "Gerar 4 opções",
  },
  en: {
    locale: "en-US",
    limitTitle: "Limit reached",
    limitBody: "You have reached your plan's thumbnail limit",
    upgrade: "See plans",
    answer: "Your answer",
    generateReply: "Yes, generate the thumbnails!",
    adjustReply: "I want to adjust something",
    submit: "Generate 4 options",
  },
} as const;

/** Uses up the Free plan's 3 thumbnails with quick generations, posted as the form would. */
async function useUpThePlan(request: APIRequestContext) {
  for (let i = 0; i < 3; i += 1) {
    const response = await request.post("/gerar", {
      multipart: { intent: "generate", niche: "Culinária", titles: `Pão caseiro ${i + 1}` },
      maxRedirects: 0,
    });
    expect(response.status(), "the quick generation is queued").toBe(303);
    const job = response.headers()["location"]!;
    await expect
      .poll(async () => (await (await request.get(job)).text()).includes('data-testid="generating"'), {
        timeout: 30_000,
      })
      .toBe(false);
  }
  await expect
    .poll(async () => (await (await request.get("/gerar")).text()).includes('data-testid="limit-notice"'), {
      timeout: 15_000,
    })
    .toBe(true);
}

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) {
    await page.waitForLoadState("networkidle");
    await waitForRouterIdle(page);
  }
}

/** Answers the 12 questions through the form without a page (the offline expert's quick replies). */
async function answerEverything(request: APIRequestContext, conversationId: string) {
  let html = await (await request.get("/thumbnail-expert")).text();
  for (let turn = 0; turn < 12; turn += 1) {
    const quick = /name="quickReply" value="([^"]+)"/.exec(html)?.[1];
    const response = await request.post("/thumbnail-expert", {
      multipart: {
        intent: "send",
        conversationId,
        clientMessageId: crypto.randomUUID(),
        ...(quick
          ? { quickReply: quick.replace(/&amp;/g, "&").replace(/&quot;/g, '"') }
          : { text: "Pão caseiro" }),
      },
    });
    expect(response.ok(), "each answer is accepted").toBe(true);
    html = await response.text();
  }
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`no generations left, in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("the notice and the way to the plans show before the first answer; generating is disabled", async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail("limit-first");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await useUpThePlan(page.request);

      // The Thumbnail Expert, before anything is answered.
      await open(page, "/thumbnail-expert", js);
      await expect(page.getByTestId("chat-messages").locator("li[data-role=user]")).toHaveCount(0);
      const notice = page.getByTestId("limit-notice");
      await expect(notice).toContainText(copy.limitTitle);
      await expect(notice).toContainText(copy.limitBody);
      await expect(notice.getByRole("link", { name: copy.upgrade })).toHaveAttribute("href", "/assinatura");
      // The interview can still be answered: the box and the quick replies are there.
      await expect(page.getByLabel(copy.answer)).toBeEnabled();

      // At the summary, the reply that would generate is disabled; adjusting is not.
      const conversationId = crypto.randomUUID();
      await answerEverything(page.request, conversationId);
      await open(page, `/thumbnail-expert?c=${conversationId}`, js);
      await expect(page.getByTestId("limit-notice")).toBeVisible();
      await expect(page.getByRole("button", { name: copy.generateReply })).toBeDisabled();
      await expect(page.getByRole("button", { name: copy.adjustReply })).toBeEnabled();

      // The quick generator, before anything is filled in.
      await open(page, "/gerar", js);
      const quick = page.getByTestId("limit-notice");
      await expect(quick).toContainText(copy.limitTitle);
      await expect(quick.getByRole("link", { name: copy.upgrade })).toHaveAttribute("href", "/assinatura");
      await expect(page.getByRole("button", { name: copy.submit })).toBeDisabled();
    });
  });
}
