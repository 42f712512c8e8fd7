/**
 * The API page (/api) in both languages. The Elite REST API is not open yet: the page says so
 * plainly, describes what is planned (issue "The Miniatura API for Elite") and what answers today
 * (GET /healthz). `{{origin}}` in the examples becomes the site's own address. When /api/v1 ships, this page is generated from its OpenAPI document instead.
 */
import type { DocPageTranslations } from "./doc-page";

const plannedEndpoints = [
  "POST /api/v1/thumbnails",
  "GET /api/v1/jobs/{id}",
  "GET /api/v1/thumbnails",
  "GET /api/v1/thumbnails/{id}",
  "DELETE /api/v1/thumbnails/{id}",
  "GET /api/v1/thumbnails/{id}/image",
  "GET /api/v1/usage",
] as const;

const endpointNotes = {
  pt: [
    "{title, niche, style?, reference_image_url?, variations 1–4} → 202 com o id do job",
    "o estado do job e, quando terminar, as thumbnails",
    "a lista das suas thumbnails, com paginação por cursor",
    "uma thumbnail",
    "exclui uma thumbnail e a imagem",
    "a imagem em JPEG",
    "o uso do período e os limites do plano",
  ],
  en: [
    "{title, niche, style?, reference_image_url?, variations 1–4} → 202 with the job id",
    "the job's status and, when done, its thumbnails",
    "your thumbnails, with cursor pagination",
    "one thumbnail",
    "deletes a thumbnail and its image",
    "the image as a JPEG",
    "this period's usage and the plan's limits",
  ],
};

const endpointItems = (language: "pt" | "en") =>
  plannedEndpoints.map((endpoint, i) => `${endpoint} — ${endpointNotes[language][i]}`);

const curlExample = `curl -X POST {{origin}}/api/v1/thumbnails \\
  -H "Authorization: Bearer $MINIATURA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"title": "Montei meu setup gamer", "niche": "games", "variations": 3}'`;

const errorExample = `{
  "error": {
    "code": "plan_required",
    "message": "The API is available on the Elite plan."
  }
}`;

export const apiPage: DocPageTranslations = {
  pt: {
    title: "API da Miniatura",
    description:
      "A API REST da Miniatura para o plano Elite: o que já está disponível, os endpoints planejados, autenticação por chave e formato de erros.",
    intro:
      "A API completa é um recurso do plano Elite e ainda não está aberta. Esta página mostra com transparência o que vem por aí e o que já responde hoje.",
    updated: "2026-11-22",
    sections: [
      {
        id: "status",
        title: "Situação atual",
        blocks: [
          {
            text: "A API para gerar e listar thumbnails está em desenvolvimento e ainda não aceita chamadas. Assinantes Elite serão avisados por e-mail quando ela abrir. Hoje responde apenas a verificação de saúde do serviço:",
          },
          { code: "curl {{origin}}/healthz" },
          {
            text: "Ela responde 200 quando o banco de dados, o armazenamento de arquivos, a fila de geração e as atualizações ao vivo respondem, e 503 dizendo qual falhou quando algum não responde: útil para monitorar a disponibilidade.",
          },
        ],
        link: { to: "/status", label: "Ver o status do serviço" },
      },
      {
        id: "authentication",
        title: "Autenticação (planejada)",
        blocks: [
          {
            text: "Assinantes Elite criarão, darão nome e revogarão chaves em Configurações › API. A chave é mostrada uma única vez e guardada apenas como hash. Cada chamada envia o cabeçalho Authorization: Bearer <chave>. Chaves de outros planos recebem um erro claro pedindo a mudança para o Elite.",
          },
        ],
      },
      {
        id: "endpoints",
        title: "Endpoints planejados",
        blocks: [
          { text: "Tudo em JSON, sob /api/v1, com o mesmo controle de uso do plano que o site:" },
          { items: endpointItems("pt") },
          {
            text: "A documentação completa, gerada de um documento OpenAPI 3.1 em /api/v1/openapi.json, vai substituir esta página quando a API abrir.",
          },
        ],
      },
      {
        id: "example",
        title: "Exemplo (planejado)",
        blocks: [
          {
            text: "Assim será pedir 3 variações de thumbnail. Este comando ainda não funciona:",
          },
          { code: curlExample },
        ],
      },
      {
        id: "errors",
        title: "Erros e limites (planejados)",
        blocks: [
          {
            text: "Todo erro terá o mesmo formato, com um código estável para o seu programa e uma mensagem para pessoas. Cada chave terá limite de chamadas por minuto, e as gerações contam no uso do plano como no site.",
          },
          { code: errorExample },
        ],
      },
      {
        id: "elite",
        title: "Acesso antecipado",
        blocks: [
          {
            text: "Quer integrar a Miniatura ao seu fluxo de produção? Assine o Elite e escreva para {{supportEmail}} contando o seu caso de uso: priorizamos o que os clientes mais precisam.",
          },
        ],
        link: { to: "/assinatura", label: "Ver o plano Elite" },
      },
    ],
  },
  en: {
    title: "Miniatura API",
    description:
      "Miniatura's REST API for the Elite plan: what is available today, the planned endpoints, key authentication and the error format.",
    intro:
      "The full API is an Elite plan feature and is not open yet. This page shows plainly what is coming and what already answers today.",
    updated: "2026-11-22",
    sections: [
      {
        id: "status",
        title: "Where it stands",
        blocks: [
          {
            text: "The API for generating and listing thumbnails is being built and does not accept calls yet. Elite subscribers will be told by e-mail when it opens. Today only the service's health check answers:",
          },
          { code: "curl {{origin}}/healthz" },
          {
            text: "It answers 200 when the database, file storage, generation queue and live updates all answer, and 503 naming the one that failed when one does not: handy for uptime monitoring.",
          },
        ],
        link: { to: "/status", label: "See the service status" },
      },
      {
        id: "authentication",
        title: "Authentication (planned)",
        blocks: [
          {
            text: "Elite subscribers will create, name and revoke keys under Settings › API. A key is shown once and stored only as a hash. Every call sends the header Authorization: Bearer <key>. Keys on other plans get a clear error asking to upgrade to Elite.",
          },
        ],
      },
      {
        id: "endpoints",
        title: "Planned endpoints",
        blocks: [
          { text: "All JSON, under /api/v1, metered against your plan exactly like the site:" },
          { items: endpointItems("en") },
          {
            text: "The full reference, generated from an OpenAPI 3.1 document at /api/v1/openapi.json, will replace this page when the API opens.",
          },
        ],
      },
      {
        id: "example",
        title: "Example (planned)",
        blocks: [
          {
            text: "This is how asking for 3 thumbnail variations will look. This command does not work yet:",
          },
          { code: curlExample },
        ],
      },
      {
        id: "errors",
        title: "Errors and limits (planned)",
        blocks: [
          {
            text: "Every error will have the same shape, with a stable code for your program and a message for people. Each key will have a per-minute call limit, and generations count towards your plan's usage just as on the site.",
          },
          { code: errorExample },
        ],
      },
      {
        id: "elite",
        title: "Early access",
        blocks: [
          {
            text: "Want to plug Miniatura into your production workflow? Subscribe to Elite and write to {{supportEmail}} with your use case: we build first what customers need most.",
          },
        ],
        link: { to: "/assinatura", label: "See the Elite plan" },
      },
    ],
  },
};
