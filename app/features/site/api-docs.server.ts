/**
 * The API page (/api) in both languages, made from the same operations list and zod schemas as the
 * OpenAPI document (/api/v1/openapi.json) and the router, so the page cannot describe an endpoint
 * or a field the API does not have. `{{origin}}` in the examples becomes the site's own address,
 * so each curl command runs as shown against `npm start` (http://localhost:8787).
 */
import type { ZodTypeAny } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { apiKeyLimits } from "~/features/api/api-key-form";
import {
  apiBasePath,
  apiMaxBodyBytes,
  apiOperations,
  apiRequestsPerMinute,
  curlCommand,
} from "~/features/api/operations";
import { apiErrorCodes, apiErrorStatus } from "~/features/api/schemas";
import type { Language } from "~/core/i18n/config";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import type { DocPage, DocPageTranslations, DocSection } from "~/features/site/doc-page";

const messages = { pt, en };

/** What each request field means, in both languages (the OpenAPI document has the English). */
const fieldNotes: Record<string, Record<Language, string>> = {
  title: {
    pt: "o título do vídeo, desenhado na thumbnail (1 a 100 caracteres)",
    en: "the video's title, drawn on the thumbnail (1 to 100 characters)",
  },
  niche: { pt: "o nicho do canal, ex.: games (1 a 80)", en: "the channel's niche, e.g. games (1 to 80)" },
  style: {
    pt: "um estilo para todas as variações; sem ele, cada uma tem o seu",
    en: "one style for every variation; without it, each has its own",
  },
  reference_image_url: {
    pt: "uma imagem de base: uma das suas thumbnails (o image_url dela) ou a thumbnail de um vídeo do YouTube (https://i.ytimg.com/vi/…)",
    en: "a picture to build on: one of your thumbnails (its image_url) or a YouTube video's thumbnail (https://i.ytimg.com/vi/…)",
  },
  variations: {
    pt: "quantas variações fazer, cada uma com layout e cores próprios (1 a 4; padrão 3)",
    en: "how many variations to make, each with its own layout and colours (1 to 4; default 3)",
  },
  limit: {
    pt: "thumbnails por página (1 a 100; padrão 20)",
    en: "thumbnails per page (1 to 100; default 20)",
  },
  cursor: { pt: "o next_cursor da página anterior", en: "next_cursor from the previous page" },
  size: {
    pt: "o tamanho do JPEG: 720p (padrão), 1080p, 4k ou 8k; acima de 720p a primeira chamada responde 202 e o mesmo endereço entrega o JPEG quando ele fica pronto",
    en: "the JPEG's size: 720p (default), 1080p, 4k or 8k; above 720p the first call answers 202 and the same address returns the JPEG once it is ready",
  },
};

const words = {
  pt: {
    required: "obrigatório",
    optional: "opcional",
    body: "Corpo (JSON):",
    query: "Parâmetros de consulta:",
    answers: (status: number) =>
      status === 204
        ? "Responde 204, sem corpo."
        : `Responde ${status} com JSON (esquema na especificação OpenAPI).`,
    jpeg: "Responde 200 com a imagem (image/jpeg).",
    idempotent:
      "Envie o cabeçalho Idempotency-Key (até 200 caracteres) para repetir um pedido com segurança: o mesmo valor devolve o mesmo job, sem gerar nem cobrar de novo.",
  },
  en: {
    required: "required",
    optional: "optional",
    body: "Body (JSON):",
    query: "Query parameters:",
    answers: (status: number) =>
      status === 204
        ? "Answers 204, no body."
        : `Answers ${status} with JSON (schema in the OpenAPI document).`,
    jpeg: "Answers 200 with the image (image/jpeg).",
    idempotent:
      "Send an Idempotency-Key header (up to 200 characters) to retry a request safely: the same value returns the same job, with nothing made or charged twice.",
  },
};

/** "name (type, required) — note" for each property of an object schema. */
function fieldItems(schema: ZodTypeAny, language: Language) {
  const json = zodToJsonSchema(schema, {
    $refStrategy: "none",
    effectStrategy: "input",
    pipeStrategy: "input",
  }) as {
    properties?: Record<string, { type?: string; enum?: string[]; default?: unknown }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const type = property.enum ? property.enum.join(" | ") : (property.type ?? "string");
    const needed =
      json.required?.includes(name) && property.default === undefined
        ? words[language].required
        : words[language].optional;
    return `${name} (${type}, ${needed}) — ${fieldNotes[name]?.[language] ?? ""}`;
  });
}

const sectionId = (operationId: string) =>
  operationId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function operationSection(operation: (typeof apiOperations)[number], language: Language): DocSection {
  const blocks: DocSection["blocks"] = [{ text: operation.summary[language] }];
  if (operation.body)
    blocks.push({ text: words[language].body }, { items: fieldItems(operation.body, language) });
  if (operation.query)
    blocks.push({ text: words[language].query }, { items: fieldItems(operation.query, language) });
  if (operation.idempotent) blocks.push({ text: words[language].idempotent });
  blocks.push({
    text: operation.success.jpeg ? words[language].jpeg : words[language].answers(operation.success.status),
  });
  blocks.push({ code: curlCommand(operation, "{{origin}}") });
  return {
    id: sectionId(operation.id),
    title: `${operation.method.toUpperCase()} ${apiBasePath}${operation.path}`,
    blocks,
  };
}

const errorExample = (language: Language) =>
  JSON.stringify(
    { error: { code: "plan_required", message: messages[language].api.errors.plan_required } },
    null,
    2,
  );

const create = apiOperations.find((operation) => operation.id === "createThumbnails")!;
const getJob = apiOperations.find((operation) => operation.id === "getJob")!;

function page(language: Language, text: typeof intro.pt): DocPage {
  return {
    title: text.title,
    description: text.description,
    intro: text.intro,
    updated: "2026-11-25",
    sections: [
      {
        id: "quick-start",
        title: text.quickStartTitle,
        ordered: true,
        blocks: [
          { items: text.quickStartSteps },
          { code: `export MINIATURA_API_KEY=mnt_…\n${curlCommand(create, "{{origin}}")}` },
          { text: text.quickStartPoll },
          { code: curlCommand(getJob, "{{origin}}") },
        ],
        link: { to: "/configuracoes/api", label: text.keysLink },
      },
      {
        id: "authentication",
        title: text.authTitle,
        blocks: [{ text: text.auth }],
      },
      ...apiOperations.map((operation) => operationSection(operation, language)),
      {
        id: "errors",
        title: text.errorsTitle,
        blocks: [
          { text: text.errors },
          { code: errorExample(language) },
          {
            items: apiErrorCodes.map(
              (code) => `${apiErrorStatus[code]} ${code} — ${messages[language].api.errors[code]}`,
            ),
          },
        ],
      },
      {
        id: "limits",
        title: text.limitsTitle,
        blocks: [{ text: text.limits }],
      },
      {
        id: "openapi",
        title: text.openApiTitle,
        blocks: [{ text: text.openApi }, { code: `curl {{origin}}${apiBasePath}/openapi.json` }],
      },
      {
        id: "status",
        title: text.statusTitle,
        blocks: [{ text: text.status }, { code: "curl {{origin}}/healthz" }],
        link: { to: "/status", label: text.statusLink },
      },
      {
        id: "support",
        title: text.supportTitle,
        blocks: [{ text: text.support }],
      },
    ],
  };
}

const maxBodyKb = apiMaxBodyBytes / 1024;

const intro = {
  pt: {
    title: "API da Miniatura",
    description:
      "A API REST da Miniatura para o plano Elite: gere, liste, baixe e exclua thumbnails com uma chave, com exemplos curl e a especificação OpenAPI 3.1.",
    intro:
      "Com o plano Elite, os seus próprios programas geram e gerenciam thumbnails da sua conta: JSON sob /api/v1, uma chave por integração e o mesmo uso do plano que o site.",
    quickStartTitle: "Primeiros passos",
    quickStartSteps: [
      "Assine o plano Elite.",
      "Em Configurações › API, crie uma chave e copie-a: ela aparece uma única vez.",
      "Guarde a chave na variável MINIATURA_API_KEY e peça 3 variações:",
    ],
    quickStartPoll:
      "A resposta traz o job_id. Consulte o job até o estado ser succeeded (costuma levar de 5 a 60 segundos); as thumbnails vêm com o endereço da imagem:",
    keysLink: "Criar uma chave",
    authTitle: "Autenticação",
    auth: `Cada chamada envia o cabeçalho Authorization: Bearer <chave>. As chaves começam com mnt_, são guardadas só como hash e podem ser revogadas a qualquer momento em Configurações › API (até ${apiKeyLimits.activeKeys} chaves ativas). Chaves de contas fora do plano Elite recebem o erro plan_required.`,
    errorsTitle: "Erros",
    errors:
      "Todo erro tem o mesmo formato: um código estável para o seu programa e uma mensagem para pessoas, no idioma do cabeçalho Accept-Language (pt ou en). Pedidos recusados trazem em details cada campo e o motivo.",
    limitsTitle: "Limites e cobrança",
    limits: `Cada chave faz até ${apiRequestsPerMinute} chamadas por minuto (depois disso, 429 com Retry-After). Cada pedido de geração conta como uma geração no uso do plano, cobrada só quando o job termina bem: um job que falha não cobra nada. O corpo de um pedido tem no máximo ${maxBodyKb} KB.`,
    openApiTitle: "Especificação OpenAPI",
    openApi:
      "A especificação OpenAPI 3.1 completa, gerada dos mesmos esquemas que validam os pedidos, está em /api/v1/openapi.json (sem chave). Importe-a no Postman, Insomnia ou num gerador de clientes.",
    statusTitle: "Status do serviço",
    status:
      "A verificação de saúde responde 200 quando o banco de dados, o armazenamento, a fila de geração e as atualizações ao vivo respondem, e 503 dizendo qual falhou:",
    statusLink: "Ver o status do serviço",
    supportTitle: "Suporte",
    support:
      "Dúvidas ou um caso de uso que a API ainda não cobre? Assinantes Elite têm suporte dedicado em {{supportEmail}}.",
  },
  en: {
    title: "Miniatura API",
    description:
      "Miniatura's REST API for the Elite plan: make, list, download and delete thumbnails with a key, with curl examples and the OpenAPI 3.1 document.",
    intro:
      "On the Elite plan, your own programs make and manage your account's thumbnails: JSON under /api/v1, one key per integration and the same plan usage as the site.",
    quickStartTitle: "Getting started",
    quickStartSteps: [
      "Subscribe to the Elite plan.",
      "Under Settings › API, create a key and copy it: it is shown only once.",
      "Put the key in the MINIATURA_API_KEY variable and ask for 3 variations:",
    ],
    quickStartPoll:
      "The answer carries the job_id. Poll the job until its status is succeeded (usually 5 to 60 seconds); the thumbnails come with their image address:",
    keysLink: "Create a key",
    authTitle: "Authentication",
    auth: `Every call sends the header Authorization: Bearer <key>. Keys start with mnt_, are stored only as a hash and can be revoked at any time under Settings › API (up to ${apiKeyLimits.activeKeys} active keys). Keys of accounts not on the Elite plan get the plan_required error.`,
    errorsTitle: "Errors",
    errors:
      "Every error has the same shape: a stable code for your program and a message for people, in the language of the Accept-Language header (pt or en). Refused requests list each field and why in details.",
    limitsTitle: "Limits and metering",
    limits: `Each key may make up to ${apiRequestsPerMinute} calls a minute (then 429 with Retry-After). Each generation request counts as one generation against your plan, charged only when the job succeeds: a failed job charges nothing. A request body is at most ${maxBodyKb} KB.`,
    openApiTitle: "OpenAPI document",
    openApi:
      "The full OpenAPI 3.1 document, generated from the same schemas that validate requests, is at /api/v1/openapi.json (no key needed). Import it into Postman, Insomnia or a client generator.",
    statusTitle: "Service status",
    status:
      "The health check answers 200 when the database, storage, the generation queue and live updates answer, and 503 naming the one that failed:",
    statusLink: "See the service status",
    supportTitle: "Support",
    support:
      "Questions, or a use case the API does not cover yet? Elite subscribers have dedicated support at {{supportEmail}}.",
  },
};

export const apiPage: DocPageTranslations = { pt: page("pt", intro.pt), en: page("en", intro.en) };
