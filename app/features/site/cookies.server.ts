/**
 * The cookies page (/cookies) in both languages. It lists every cookie the app sets, by the names
 * used in code: `lng` and `theme` (app/core/http/cookies.server.ts), `mn_session`
 * (app/core/auth/session.server.ts), `toast` (app/core/http/toast.server.ts), `live_id`
 * (app/core/live/channel.server.ts), `pending_prompt` (app/features/accounts/pending-prompt.server.ts) and `mn_oauth`
 * (app/features/accounts/authenticator.server.ts). A new
 * cookie must be added here; tests/unit/doc-pages.test.ts checks the list against the code.
 */
import type { DocPageTranslations } from "~/features/site/doc-page";

export const cookiesPage: DocPageTranslations = {
  pt: {
    title: "Política de cookies",
    description:
      "Os cookies que a Miniatura usa: sessão de login, idioma, tema e avisos. Todos necessários, sem rastreamento nem publicidade.",
    intro:
      "A Miniatura usa poucos cookies, todos necessários para o site funcionar. Não há cookies de rastreamento, de análise de terceiros nem de publicidade, por isso não pedimos consentimento com um banner.",
    updated: "2026-11-22",
    sections: [
      {
        id: "what-are-cookies",
        title: "O que são cookies",
        blocks: [
          {
            text: "Cookies são pequenos arquivos de texto que o site guarda no seu navegador para lembrar de você entre uma página e outra: por exemplo, que você já entrou na conta ou que prefere o tema escuro.",
          },
        ],
      },
      {
        id: "cookies-we-use",
        title: "Cookies que usamos",
        blocks: [
          {
            items: [
              'mn_session — mantém você conectado. Guarda só um identificador aleatório; os dados da sessão ficam no servidor. Dura até fechar o navegador, ou 30 dias se você marcar "Lembrar de mim". Apagado ao sair da conta.',
              "lng — o idioma escolhido (pt ou en). Dura 1 ano.",
              "theme — o tema escolhido (claro, escuro ou o do sistema). Dura 1 ano.",
              'toast — uma mensagem de confirmação (por exemplo, "Thumbnail excluída") mostrada uma única vez na página seguinte e apagada logo depois.',
              "pending_prompt — a ideia de vídeo que você digitou na página inicial, guardada enquanto você cria a conta. Dura no máximo 1 dia e é apagada quando o Thumbnail Expert a usa.",
              "live_id — um identificador aleatório que permite ao painel se atualizar sozinho quando algo muda em outra aba. Dura 30 dias.",
              "mn_oauth — só durante o login com o Google: um código de segurança que confirma que a resposta do Google é para este navegador (e o código de indicação, se houver). Dura 10 minutos e é apagado ao voltar do Google.",
            ],
          },
          {
            text: "Todos são cookies próprios, HttpOnly (scripts da página não conseguem lê-los), SameSite=Lax e enviados só por HTTPS em produção. Os que carregam dados (toast, pending_prompt, live_id e mn_oauth) são assinados, para não poderem ser alterados.",
          },
        ],
      },
      {
        id: "no-tracking",
        title: "Sem rastreamento",
        blocks: [
          {
            text: "Não usamos Google Analytics, pixels de redes sociais nem qualquer outro rastreador. Os botões das redes sociais no rodapé são links simples: nada é carregado dessas redes até você clicar.",
          },
          {
            text: "Os processadores de pagamento (Stripe e Mercado Pago) podem usar cookies próprios nas páginas de pagamento deles, para prevenir fraudes. Essas páginas seguem as políticas de privacidade de cada um.",
          },
        ],
      },
      {
        id: "managing-cookies",
        title: "Como controlar os cookies",
        blocks: [
          {
            text: "Você pode apagar ou bloquear cookies nas configurações do navegador. Sem o cookie de sessão não é possível entrar na conta; sem os de idioma e tema, o site usa o idioma do navegador e o tema do sistema.",
          },
        ],
        link: { to: "/privacidade", label: "Ler a Política de Privacidade" },
      },
      {
        id: "contact",
        title: "Contato",
        blocks: [{ text: "Dúvidas sobre cookies: {{supportEmail}}." }],
      },
    ],
  },
  en: {
    title: "Cookie policy",
    description:
      "The cookies Miniatura uses: login session, language, theme and notices. All strictly necessary, with no tracking and no advertising.",
    intro:
      "Miniatura uses a few cookies, all needed for the site to work. There are no tracking, third-party analytics or advertising cookies, which is why we do not ask for consent with a banner.",
    updated: "2026-11-22",
    sections: [
      {
        id: "what-are-cookies",
        title: "What cookies are",
        blocks: [
          {
            text: "Cookies are small text files a site keeps in your browser to remember you from one page to the next: for example, that you are signed in or that you prefer the dark theme.",
          },
        ],
      },
      {
        id: "cookies-we-use",
        title: "The cookies we use",
        blocks: [
          {
            items: [
              'mn_session — keeps you signed in. It holds only a random identifier; the session itself lives on the server. It lasts until you close the browser, or 30 days if you tick "Remember me". Removed when you log out.',
              "lng — the language you chose (pt or en). Lasts 1 year.",
              "theme — the theme you chose (light, dark or your system's). Lasts 1 year.",
              'toast — a confirmation message (for example "Thumbnail deleted") shown once on the next page and removed right after.',
              "pending_prompt — the video idea you typed on the home page, kept while you create your account. Lasts at most 1 day and is removed once the Thumbnail Expert uses it.",
              "live_id — a random identifier that lets the dashboard update itself when something changes in another tab. Lasts 30 days.",
              "mn_oauth — only while you sign in with Google: a security code proving Google's answer is meant for this browser (and the referral code, if any). Lasts 10 minutes and is removed when you come back from Google.",
            ],
          },
          {
            text: "All of them are first-party, HttpOnly (scripts on the page cannot read them), SameSite=Lax and sent only over HTTPS in production. The ones that carry data (toast, pending_prompt, live_id and mn_oauth) are signed so they cannot be altered.",
          },
        ],
      },
      {
        id: "no-tracking",
        title: "No tracking",
        blocks: [
          {
            text: "We use no Google Analytics, no social media pixels and no other tracker. The social buttons in the footer are plain links: nothing loads from those networks until you click.",
          },
          {
            text: "The payment processors (Stripe and Mercado Pago) may set their own cookies on their payment pages to prevent fraud. Those pages follow each processor's privacy policy.",
          },
        ],
      },
      {
        id: "managing-cookies",
        title: "Managing cookies",
        blocks: [
          {
            text: "You can delete or block cookies in your browser's settings. Without the session cookie you cannot sign in; without the language and theme cookies the site uses your browser's language and your system's theme.",
          },
        ],
        link: { to: "/privacidade", label: "Read the Privacy Policy" },
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [{ text: "Questions about cookies: {{supportEmail}}." }],
      },
    ],
  },
};
