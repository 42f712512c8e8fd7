import type { Page, Response } from "@playwright/test";
import { expect, javaScriptOn, openStatusPage, test } from "./fixtures";

const copy = {
  en: {
    locale: "en-US",
    allHealthy: "All services are operational.",
    services: ["Database (D1)", "Image storage (R2)", "Job queue", "Live updates"],
    operational: "Operational",
    jobSection: "Test the job queue",
    send: "Send a test job",
    notifications: "Notifications",
    sent: "Test job sent",
    jobLabel: "Test job",
    pending: /Queued|Processing/,
    done: "Done",
    finished: /Finished in \d+ ms/,
    refused: "Too many test jobs from this address. Wait a minute and try again.",
  },
  pt: {
    locale: "pt-BR",
    allHealthy: "Todos os serviços estão operando.",
    services: [
      "Banco de dados (D1)",
      "Armazenamento de imagens (R2)",
      "Fila de tarefas",
      "Atualizações ao vivo",
    ],
    operational: "Operando",
    jobSection: "Testar a fila de tarefas",
    send: "Enviar tarefa de teste",
    notifications: "Notificações",
    sent: "Tarefa de teste enviada",
    jobLabel: "Tarefa de teste",
    pending: /Na fila|Processando/,
    done: "Concluída",
    finished: /Concluída em \d+ ms/,
    refused: "Muitos testes seguidos deste endereço. Aguarde um minuto e tente de novo.",
  },
} as const;

const jobUrl = /\/status\?job=[0-9a-f-]{36}$/;

/** Every full page load (an HTML document) of the status page with a job, and whether it asked to refresh. */
function watchDocuments(page: Page) {
  const loads: Promise<{ refresh: boolean }>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "document" || !jobUrl.test(response.url())) return;
    loads.push(
      response
        .text()
        .then((html) => ({ refresh: /<meta http-equiv="refresh"/i.test(html) }))
        .catch(() => ({ refresh: false })),
    );
  });
  return () => Promise.all(loads);
}

/** The payloads of the live WebSocket messages telling the page to reload its data. */
function watchRevalidations(page: Page) {
  const frames: string[] = [];
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string" && payload.includes('"type":"revalidate"')) frames.push(payload);
    });
  });
  return frames;
}

for (const language of ["en", "pt"] as const) {
  const t = copy[language];

  test.describe(`status page (${language})`, () => {
    test.use({ locale: t.locale });

    test("lists the four services as operational", async ({ page }) => {
      await page.goto("/status");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("status").filter({ hasText: t.allHealthy })).toBeVisible();
      const services = page.getByRole("listitem").filter({ has: page.getByText(t.operational) });
      await expect(services).toHaveCount(4);
      for (const service of t.services) {
        await expect(page.getByRole("listitem").filter({ hasText: service })).toContainText(t.operational);
      }
    });

    test("a test job reaches the open page", async ({ page }, testInfo) => {
      const documents = watchDocuments(page);
      const revalidations = watchRevalidations(page);
      const job = page.getByRole("region", { name: t.jobSection });

      const withJavaScript = javaScriptOn(testInfo.project.name);
      await openStatusPage(page, { language, withJavaScript });

      await job.getByRole("button", { name: t.send }).click();
      await expect(page).toHaveURL(jobUrl);
      await expect(page.getByRole("region", { name: t.notifications })).toContainText(t.sent);
      await expect(job).toContainText(new RegExp(`${t.jobLabel}: (${t.pending.source}|${t.done})`));

      if (withJavaScript) {
        // From here on, a full reload would lose this marker.
        await page.evaluate(() => ((window as { __marker?: number }).__marker = 1));
        testInfo.annotations.push({
          type: "job when the marker was set",
          description: (await job.locator("[data-job-status]").getAttribute("data-job-status")) ?? "?",
        });
      }

      await expect(job).toContainText(`${t.jobLabel}: ${t.done}`, { timeout: 20_000 });
      await expect(job).toContainText(t.finished);

      const loads = await documents();
      testInfo.annotations.push({
        type: "page loads of /status?job=…",
        description: loads.map((load) => (load.refresh ? "pending (refresh)" : "final")).join(", ") || "none",
      });
      if (withJavaScript) {
        // The submission was a client navigation and the news came over the live WebSocket.
        expect(await page.evaluate(() => (window as { __marker?: number }).__marker)).toBe(1);
        expect(loads, "full page loads of /status?job=…").toEqual([]);
        // (The job's last message may trail a page that already read "Done" from the database.)
        await expect
          .poll(() => revalidations.length, { message: "revalidate messages on the live WebSocket" })
          .toBeGreaterThan(0);
      } else {
        // Without JavaScript no socket; a pending job's page refreshes itself until the job is done.
        expect(revalidations).toEqual([]);
        expect(loads.length).toBeGreaterThan(0);
        if (loads[0]!.refresh) expect(loads.length).toBeGreaterThan(1);
        expect(loads.at(-1)!.refresh, "the finished job's page stops refreshing").toBe(false);
        await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      }
    });

    test("an address that keeps sending test jobs is asked to wait, in its language", async ({
      page,
    }, testInfo) => {
      const job = page.getByRole("region", { name: t.jobSection });
      await openStatusPage(page, { language, withJavaScript: javaScriptOn(testInfo.project.name) });
      // Five a minute per address (each test has its own); if a minute turns during the test, the
      // next window's sixth is refused instead.
      for (let sent = 0; sent < 12; sent++) {
        const posted = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/status"),
        );
        await job.getByRole("button", { name: t.send }).click();
        if ((await posted).status() === 429) break;
        // Let the page settle (the redirect's load, a live revalidation) before the next click, as a
        // person waiting for the page would: a click mid-load interrupts that load.
        await page.waitForLoadState("networkidle");
      }
      await expect(page.getByRole("alert").filter({ hasText: t.refused })).toBeVisible();
      await expect(job.getByRole("button", { name: t.send })).toBeEnabled();
    });
  });
}
