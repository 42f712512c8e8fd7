import { expect, javaScriptOn, test } from "./fixtures";

test.describe("status page and the test job (English)", () => {
  test.use({ locale: "en-US" });

  test("lists the four services as operational", async ({ page }) => {
    await page.goto("/status");
    await expect(page.getByRole("status").filter({ hasText: "All services are operational." })).toBeVisible();
    for (const service of ["Database (D1)", "Image storage (R2)", "Job queue", "Live updates"]) {
      await expect(page.getByRole("listitem").filter({ hasText: service })).toContainText("Operational");
    }
  });

  test("a test job reaches the open page", async ({ page }, testInfo) => {
    const revalidations: string[] = [];
    page.on("websocket", (socket) => {
      socket.on("framereceived", (frame) => {
        if (typeof frame.payload === "string" && frame.payload.includes('"revalidate"'))
          revalidations.push(frame.payload);
      });
    });

    await page.goto("/status");
    if (javaScriptOn(testInfo.project.name)) {
      await expect(page.getByText("Connected for live updates")).toBeVisible();
    }
    await page.getByRole("button", { name: "Send a test job" }).click();

    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Test job sent");
    await expect(page).toHaveURL(/\/status\?job=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("ping-job")).toContainText("Done", { timeout: 20_000 });
    await expect(page.getByTestId("ping-job")).toContainText(/Finished in \d+ ms/);

    if (javaScriptOn(testInfo.project.name)) {
      // With JavaScript the news came over the live WebSocket, not by reloading.
      expect(revalidations.length).toBeGreaterThan(0);
    } else {
      expect(revalidations).toEqual([]);
    }
  });
});

test.describe("status page in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("sends a test job and shows it done", async ({ page }) => {
    await page.goto("/status");
    await page.getByRole("button", { name: "Enviar tarefa de teste" }).click();
    await expect(page.getByRole("region", { name: "Notificações" })).toContainText("Tarefa de teste enviada");
    await expect(page.getByTestId("ping-job")).toContainText("Concluída", { timeout: 20_000 });
  });
});
