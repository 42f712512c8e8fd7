/**
 * The API's contract as a developer meets it outside the Worker: the OpenAPI document describes
 * every operation the router serves with the router's own schemas, the documented rate limit is the
 * one wrangler.toml configures, the README's curl example is the one the /api page shows, and the
 * list cursor and the validation details behave.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "~/features/api/cursor";
import { openApiDocument } from "~/features/api/openapi";
import { apiOperations, apiRequestsPerMinute, curlCommand } from "~/features/api/operations";
import { apiErrorCodes, apiErrorStatus, CreateThumbnailsRequest } from "~/features/api/schemas";
import { validationDetails } from "~/features/api/validation-details";
import { apiPage } from "~/features/site/api-docs.server";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { parseToml } from "./toml";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

describe("the OpenAPI document", () => {
  const document = openApiDocument("http://localhost:8787");

  it("is OpenAPI 3.1 with the site's own server and bearer authentication", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "http://localhost:8787/api/v1" }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("has every operation, each with its success answer and the errors every call can get", () => {
    for (const operation of apiOperations) {
      const described = (document.paths[operation.path] as Record<string, Record<string, unknown>>)[
        operation.method
      ]!;
      expect(described.operationId).toBe(operation.id);
      const responses = described.responses as Record<string, unknown>;
      expect(Object.keys(responses)).toEqual(
        expect.arrayContaining([String(operation.success.status), "401", "403", "429"]),
      );
    }
  });

  it("documents the image's sizes: the size query and the 202 while a large one is made", () => {
    const image = (document.paths["/thumbnails/{id}/image"] as Record<string, Record<string, unknown>>).get!;
    const parameters = image.parameters as { name: string; in: string; schema: { enum?: string[] } }[];
    expect(parameters.find((p) => p.name === "size")).toMatchObject({
      in: "query",
      schema: { enum: ["720p", "1080p", "4k", "8k"] },
    });
    const responses = image.responses as Record<string, unknown>;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["200", "202", "400", "404", "409"]));
    const page = JSON.stringify(apiPage.pt);
    expect(page).toContain("size (720p | 1080p | 4k | 8k, opcional)");
  });

  it("describes the generation request from the schema the router validates with", () => {
    const schema = document.components.schemas.CreateThumbnailsRequest as {
      properties: Record<string, { maxLength?: number; minimum?: number; maximum?: number; enum?: string[] }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(Object.keys(schema.properties)).toEqual([
      "title",
      "niche",
      "style",
      "template",
      "reference_image_url",
      "variations",
    ]);
    expect(schema.required).toEqual(["title", "niche"]);
    expect(schema.properties.title!.maxLength).toBe(100);
    expect(schema.properties.variations).toMatchObject({ minimum: 1, maximum: 4 });
    expect(schema.properties.style!.enum).toContain("minimal");
    expect(schema.additionalProperties).toBe(false);
    // What the document says is what the router accepts and refuses.
    expect(CreateThumbnailsRequest.safeParse({ title: "a", niche: "b", variations: 4 }).success).toBe(true);
    expect(CreateThumbnailsRequest.safeParse({ title: "a", niche: "b", variations: 5 }).success).toBe(false);
  });
});

describe("the documented limits and examples", () => {
  it("documents the rate limit wrangler.toml configures for API keys", () => {
    const limit = parseToml(read("wrangler.toml")).arrays["ratelimits"]?.find(
      (r) => r.name === "API_KEY_LIMIT",
    );
    expect(limit?.simple).toEqual({ limit: apiRequestsPerMinute, period: 60 });
    const testLimit = parseToml(read("tests/integration/wrangler.test.toml")).arrays["ratelimits"]?.find(
      (r) => r.name === "API_KEY_LIMIT",
    );
    expect(testLimit?.simple).toEqual({ limit: apiRequestsPerMinute, period: 60 });
  });

  it("shows in the README the same generation command as the /api page, for npm start's address", () => {
    const create = apiOperations.find((operation) => operation.id === "createThumbnails")!;
    expect(read("README.md")).toContain(curlCommand(create, "http://localhost:8787"));
    const page = JSON.stringify(apiPage.pt);
    expect(page).toContain(JSON.stringify(curlCommand(create, "{{origin}}")).slice(1, -1));
  });

  it("has a message for every error code in both languages", () => {
    for (const code of apiErrorCodes) {
      // A real sentence in each language, not the same text twice (a missed translation).
      expect(pt.api.errors[code]).toMatch(/^\S.{4,}[.)]$/);
      expect(en.api.errors[code]).toMatch(/^\S.{4,}[.)]$/);
      expect(pt.api.errors[code]).not.toBe(en.api.errors[code]);
      expect(apiErrorStatus[code]).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("the list cursor", () => {
  it("goes back to the position it was made from", () => {
    const position = { createdAt: 1_795_400_000_123, id: "0b6f1a34-5f43-4c1e-9b1e-2f7a3c9d8e10" };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each(["", "!!!", btoa("12.not-an-id"), btoa("abc.0b6f1a34-5f43-4c1e-9b1e-2f7a3c9d8e10")])(
    "refuses %j",
    (cursor) => {
      expect(decodeCursor(cursor)).toBeUndefined();
    },
  );
});

describe("validation details", () => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    `${key}${values ? JSON.stringify(values) : ""}`) as unknown as Parameters<typeof validationDetails>[1];

  it("names each refused field with a translated reason", () => {
    const result = CreateThumbnailsRequest.safeParse({
      title: "x".repeat(101),
      variations: 9,
      colour: "red",
    });
    expect(result.success).toBe(false);
    const details = validationDetails(result.error!, t);
    expect(details).toEqual(
      expect.arrayContaining([
        { field: "title", message: 'api.validation.tooLong{"maximum":100}' },
        { field: "niche", message: "api.validation.required" },
        { field: "variations", message: 'api.validation.tooBig{"maximum":4}' },
        { field: "colour", message: "api.validation.unknownField" },
      ]),
    );
  });
});
