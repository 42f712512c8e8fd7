import { describe, expect, it } from "vitest";
import { notFound, notFoundResponse } from "~/core/http/not-found.server";

describe("the one 404", () => {
  it("answers 'Not Found' with status 404", async () => {
    const response = notFoundResponse();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not Found");
  });

  it("notFound() throws that answer, for the route's ErrorBoundary", () => {
    let thrown: unknown;
    try {
      notFound();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
