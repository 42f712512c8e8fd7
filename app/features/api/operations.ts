/**
 * The API's operations: one list that the OpenAPI document (app/features/api/openapi.ts) and the /api page
 * (app/features/site/api-docs.server.ts) are both made from. Summaries are in both languages; schemas
 * are the router's own (app/features/api/schemas.ts).
 */
import type { ZodTypeAny } from "zod";
import type { Language } from "~/core/i18n/config";
import {
  CreateThumbnailsRequest,
  Job,
  JobAccepted,
  ListThumbnailsQuery,
  ThumbnailImageQuery,
  ThumbnailList,
  ThumbnailWithScore,
  Usage,
} from "~/features/api/schemas";

export const apiBasePath = "/api/v1";

/** Requests one key may make in a minute, over every endpoint (the API_KEY_LIMIT binding in wrangler.toml). */
export const apiRequestsPerMinute = 60;

/** The largest JSON body the API reads. */
export const apiMaxBodyBytes = 16 * 1024;

export interface ApiOperation {
  id: string;
  method: "get" | "post" | "delete";
  /** OpenAPI path template under /api/v1. */
  path: string;
  summary: Record<Language, string>;
  body?: ZodTypeAny;
  query?: ZodTypeAny;
  /** The success status and what it carries: a schema, a JPEG, or nothing. */
  success: { status: 200 | 202 | 204; schema?: ZodTypeAny; jpeg?: true };
  /** Also answers 202 with a JobAccepted while the result is being made (a large image). */
  accepted?: true;
  /** The error statuses this operation can answer besides 401, 403 and 429 (every operation's). */
  errors: number[];
  /** The curl command's arguments after the URL (the key header is added). */
  curl?: string;
  /** Takes an Idempotency-Key header. */
  idempotent?: true;
}

export const apiExampleBody = `{"title": "Montei meu setup gamer", "niche": "games", "variations": 3}`;

export const apiOperations: ApiOperation[] = [
  {
    id: "createThumbnails",
    method: "post",
    path: "/thumbnails",
    summary: {
      pt: "Gera de 1 a 4 variações de thumbnail a partir de um título e um nicho. Responde 202 com o id do job; conta uma geração no uso do plano quando o job termina bem.",
      en: "Makes 1 to 4 thumbnail variations from a title and a niche. Answers 202 with the job's id; one generation counts against the plan's usage when the job succeeds.",
    },
    body: CreateThumbnailsRequest,
    success: { status: 202, schema: JobAccepted },
    errors: [400, 402, 413, 422, 503],
    curl: `-H "Content-Type: application/json" \\\n  -d '${apiExampleBody}'`,
    idempotent: true,
  },
  {
    id: "getJob",
    method: "get",
    path: "/jobs/{id}",
    summary: {
      pt: "O estado de um job de geração e as thumbnails salvas até agora (todas quando o estado é succeeded).",
      en: "A generation job's status and the thumbnails saved so far (all of them once the status is succeeded).",
    },
    success: { status: 200, schema: Job },
    errors: [404],
  },
  {
    id: "listThumbnails",
    method: "get",
    path: "/thumbnails",
    summary: {
      pt: "As suas thumbnails, das mais novas para as mais antigas, com paginação por cursor.",
      en: "Your thumbnails, newest first, with cursor pagination.",
    },
    query: ListThumbnailsQuery,
    success: { status: 200, schema: ThumbnailList },
    errors: [400],
  },
  {
    id: "getThumbnail",
    method: "get",
    path: "/thumbnails/{id}",
    summary: {
      pt: "Uma thumbnail, com a nota (IA de performance): de 0 a 100, as notas parciais e uma correção para cada ponto fraco, calculada na hora e guardada por revisão.",
      en: "One thumbnail, with its score (performance AI): 0–100, the sub-scores and one fix for each weak one, computed on demand and kept per revision.",
    },
    success: { status: 200, schema: ThumbnailWithScore },
    errors: [404],
  },
  {
    id: "getThumbnailImage",
    method: "get",
    path: "/thumbnails/{id}/image",
    summary: {
      pt: "A imagem da thumbnail em JPEG: 1280×720, ou no tamanho pedido em size até o do plano (1080p, 4K, 8K). Um tamanho maior é desenhado de novo a partir das camadas: a primeira chamada responde 202 enquanto o arquivo é feito; chame o mesmo endereço de novo até receber o JPEG. Não gasta créditos de IA.",
      en: "The thumbnail's image as a JPEG: 1280×720, or at the size asked for in size, up to the plan's (1080p, 4K, 8K). A larger size is re-rendered from the layers: the first call answers 202 while the file is made; call the same address again until it answers the JPEG. Uses no AI credits.",
    },
    query: ThumbnailImageQuery,
    success: { status: 200, jpeg: true },
    accepted: true,
    errors: [400, 404, 409, 503],
    curl: "-o thumbnail.jpg",
  },
  {
    id: "deleteThumbnail",
    method: "delete",
    path: "/thumbnails/{id}",
    summary: {
      pt: "Exclui uma thumbnail e a imagem dela, como no painel.",
      en: "Deletes a thumbnail and its image, as the dashboard does.",
    },
    success: { status: 204 },
    errors: [404, 503],
  },
  {
    id: "getUsage",
    method: "get",
    path: "/usage",
    summary: {
      pt: "O uso do período atual, os limites do plano e o limite de chamadas por minuto.",
      en: "This period's usage, the plan's limits and the requests allowed per minute.",
    },
    success: { status: 200, schema: Usage },
    errors: [],
  },
];

/** The curl command for an operation against `origin` (the key read from $MINIATURA_API_KEY). */
export function curlCommand(operation: ApiOperation, origin: string) {
  const path = operation.path
    .replace("{id}", "$THUMBNAIL_ID")
    .replace("/jobs/$THUMBNAIL_ID", "/jobs/$JOB_ID");
  const method = operation.method === "get" ? "" : `-X ${operation.method.toUpperCase()} `;
  const extra = operation.curl ? ` \\\n  ${operation.curl}` : "";
  return `curl ${method}${origin}${apiBasePath}${path} \\\n  -H "Authorization: Bearer $MINIATURA_API_KEY"${extra}`;
}
