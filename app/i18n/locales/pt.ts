/**
 * Portuguese — the source of truth for every translation key. `en.ts` must have the same shape
 * (the type checker enforces it).
 */
const pt = {
  meta: {
    title: "Miniatura — thumbnails com IA para criadores",
    description:
      "Crie thumbnails profissionais para seus vídeos com IA e aumente a taxa de cliques do seu canal.",
  },
  nav: {
    skipToContent: "Pular para o conteúdo",
    home: "Miniatura — início",
    primary: "Navegação principal",
    status: "Status",
  },
  language: {
    label: "Idioma",
    menu: "Mudar idioma",
    pt: "Português",
    en: "English",
    current: "atual",
  },
  theme: {
    label: "Tema",
    toLight: "Usar tema claro",
    toDark: "Usar tema escuro",
  },
  home: {
    eyebrow: "Para criadores de vídeo",
    title: "Thumbnails que fazem o público clicar",
    lead: "A Miniatura entrevista você com 12 perguntas estratégicas e cria 3 variações de thumbnail prontas para o YouTube: 1280×720, texto nítido e acentos corretos.",
    toolsTitle: "Ferramentas",
    tools: {
      expert: "Thumbnail Expert: um chat que entende o seu vídeo",
      trends: "Análise de tendências do seu nicho",
      channel: "Análise das thumbnails de um canal",
      upscale: "Upscale de imagens até 4K e 8K",
      compress: "Compressão de imagens",
      video: "Thumbnail a partir de um vídeo",
    },
    statusLink: "Ver o status do sistema",
  },
  toast: {
    region: "Notificações",
    dismiss: "Fechar notificação",
  },
  status: {
    title: "Status do sistema",
    lead: "Veja se cada parte da Miniatura está respondendo agora.",
    checksTitle: "Serviços",
    healthy: "Operando",
    unhealthy: "Com problemas",
    allHealthy: "Todos os serviços estão operando.",
    someUnhealthy: "Alguns serviços estão com problemas. Estamos verificando.",
    checks: {
      d1: "Banco de dados (D1)",
      r2: "Armazenamento de imagens (R2)",
      queue: "Fila de tarefas",
      userLive: "Atualizações ao vivo",
    },
    jobTitle: "Testar a fila de tarefas",
    jobLead:
      "Envie uma tarefa de teste: ela passa pela fila, é processada e esta página é avisada quando terminar.",
    runJob: "Enviar tarefa de teste",
    runningJob: "Enviando...",
    jobQueued: "Tarefa de teste enviada",
    jobQueuedDescription: "Aguarde: esta página se atualiza quando ela terminar.",
    jobFailedToQueue: "Não foi possível enviar a tarefa de teste. Tente novamente.",
    jobStates: {
      queued: "Na fila",
      running: "Processando",
      succeeded: "Concluída",
      failed: "Falhou",
    },
    jobLabel: "Tarefa de teste",
    jobCreated: "Enviada às {{date}} (UTC)",
    jobFinishedIn: "Concluída em {{ms}} ms",
    jobFailed: "A tarefa falhou: {{error}}",
    jobNotFound: "Essa tarefa de teste não existe ou já expirou.",
    liveConnected: "Conectado para atualizações ao vivo",
  },
  mailbox: {
    title: "Caixa de e-mails (desenvolvimento)",
    lead: "Sem um provedor de e-mail configurado, as mensagens que a Miniatura enviaria ficam aqui.",
    empty: "Nenhum e-mail enviado ainda.",
    to: "Para {{recipient}}",
  },
  errors: {
    notFoundTitle: "Ops! Página não encontrada",
    notFoundBody: "O endereço {{path}} não existe ou foi movido.",
    returnHome: "Voltar ao início",
    genericTitle: "Algo deu errado",
    genericBody: "Tivemos um problema ao carregar esta página. Tente novamente em alguns instantes.",
    tryAgain: "Tentar novamente",
    badRequest: "Pedido inválido.",
  },
  footer: {
    tagline: "A plataforma para criar thumbnails profissionais que aumentam a taxa de cliques do seu canal.",
    rights: "© {{year}} Miniatura. Todos os direitos reservados.",
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translations = Widen<typeof pt>;
export default pt satisfies Translations;
