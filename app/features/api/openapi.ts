/**
 * The API's OpenAPI 3.1 document, generated from the operations list and their zod schemas (the
 * same ones the router validates with). OpenAPI 3.1 takes JSON Schema as it is, so each schema is
 * converted once and named under components.
 */
import type { ZodTypeAny } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import {
  apiBasePath,
  apiOperations,
  apiRequestsPerMinute,
  type ApiOperation,
} from "~/features/api/operations";
import {
  ApiError,
  Job,
  JobAccepted,
  Thumbnail,
  ThumbnailList,
  ThumbnailWithScore,
  Usage,
  CreateThumbnailsRequest,
} from "~/features/api/schemas";

type JsonObject = Record<string, unknown>;

const namedSchemas: [string, ZodTypeAny][] = [
  ["Error", ApiError],
  ["CreateThumbnailsRequest", CreateThumbnailsRequest],
  ["JobAccepted", JobAccepted],
  ["Job", Job],
  ["Thumbnail", Thumbnail],
  ["ThumbnailWithScore", ThumbnailWithScore],
  ["ThumbnailList", ThumbnailList],
  ["Usage", Usage],
];

function jsonSchema(schema: ZodTypeAny, io: "input" | "output" = "output"): JsonObject {
  const converted = zodToJsonSchema(schema, {
    target: "jsonSchema2019-09",
    $refStrategy: "none",
    effectStrategy: io === "input" ? "input" : "any",
    pipeStrategy: io,
  }) as JsonObject;
  delete converted.$schema;
  return converted;
}

const refTo = (schema: ZodTypeAny | undefined) => {
  const name = namedSchemas.find(([, candidate]) => candidate === schema)?.[0];
  return name ? { $ref: `#/components/schemas/${name}` } : schema ? jsonSchema(schema) : {};
};

const errorDescriptions: Record<number, string> = {
  400: "The request was refused: see error.details.",
  401: "No key, or a key that is unknown or revoked.",
  402: "The plan's generations for this period are used up.",
  403: "The key's account is not on the Elite plan.",
  404: "No such id among your thumbnails or jobs.",
  413: "The body is larger than 16 KB.",
  409: "The thumbnail has no layer document, so it exists at 720p only.",
  422: "The reference image cannot be used.",
  429: "Too many requests for this key: wait a minute (Retry-After says how long).",
  503: "Storage or the job queue did not answer: try again.",
};

const errorResponse = (status: number) => ({
  description: errorDescriptions[status] ?? "Error.",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function parameters(operation: ApiOperation) {
  const list: JsonObject[] = [];
  if (operation.path.includes("{id}"))
    list.push({ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } });
  if (operation.query) {
    const query = jsonSchema(operation.query, "input") as { properties?: Record<string, JsonObject> };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema;
      list.push({ name, in: "query", required: false, description, schema: rest });
    }
  }
  if (operation.idempotent)
    list.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "Any string up to 200 characters. Sending the same request again with the same key returns the first job instead of making (and charging) a second one.",
      schema: { type: "string", maxLength: 200 },
    });
  return list;
}

function operationObject(operation: ApiOperation) {
  const responses: JsonObject = {};
  const { status, schema, jpeg } = operation.success;
  responses[String(status)] = jpeg
    ? {
        description: "The JPEG.",
        content: { "image/jpeg": { schema: { type: "string", format: "binary" } } },
      }
    : schema
      ? { description: "Done.", content: { "application/json": { schema: refTo(schema) } } }
      : { description: "Done: nothing to return." };
  if (operation.accepted)
    responses["202"] = {
      description: "Being made: ask the status_url (this same address) again until it answers 200.",
      content: { "application/json": { schema: refTo(JobAccepted) } },
    };
  for (const code of [...operation.errors, 401, 403, 429].sort((a, b) => a - b))
    responses[String(code)] = errorResponse(code);
  return {
    operationId: operation.id,
    summary: operation.summary.en,
    parameters: parameters(operation),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: refTo(operation.body) } },
          },
        }
      : {}),
    responses,
  };
}

/** The whole document, with the site's own address as the server. */
export function openApiDocument(origin: string) {
  const paths: Record<string, JsonObject> = {};
  for (const operation of apiOperations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Miniatura API",
      version: "1.0.0",
      description: `Make and manage video thumbnails from your own programs. For Elite accounts: create a key in Settings › API and send it as Authorization: Bearer <key>. Each key may make ${apiRequestsPerMinute} requests a minute. Errors are JSON: {"error": {"code", "message"}}.`,
    },
    servers: [{ url: `${origin}${apiBasePath}` }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key (mnt_…)." } },
      schemas: Object.fromEntries(
        namedSchemas.map(([name, schema]) => [
          name,
          jsonSchema(schema, schema === CreateThumbnailsRequest ? "input" : "output"),
        ]),
      ),
    },
  };
}
