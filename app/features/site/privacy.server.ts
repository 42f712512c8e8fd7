/**
 * The privacy policy (/privacidade) in both languages: the nine sections in docs/product.md, Public
 * pages. It names the processors Miniatura really uses (Stripe, Mercado Pago, Cloudflare, OpenAI)
 * and the cookies listed on /cookies.
 */
import type { DocPageTranslations } from "~/features/site/doc-page";

export const privacyPage: DocPageTranslations = {
  pt: {
    title: "Política de privacidade",
    description:
      "Quais dados a Miniatura coleta, para quê, com quem compartilha, por quanto tempo guarda e como você exerce os seus direitos pela LGPD.",
    intro:
      "Coletamos só o necessário para criar as suas thumbnails e cobrar o seu plano, e nunca vendemos os seus dados. Esta política explica tudo em detalhe, de acordo com a LGPD (Lei 13.709/2018).",
    updated: "2026-11-22",
    sections: [
      {
        id: "information-collected",
        title: "Informações coletadas",
        blocks: [
          {
            items: [
              "Conta: nome, e-mail e senha (guardamos apenas um hash da senha, nunca a senha em si); se você entrar com o Google, o nome, o e-mail e o identificador da conta Google.",
              "Conteúdo: as respostas e mensagens do Thumbnail Expert, os textos das análises, as imagens e quadros de vídeo que você envia e as thumbnails geradas.",
              "Chave da API do YouTube, se você cadastrar uma em Configurações (guardada criptografada).",
              "Plano e uso: plano, datas de cobrança, contadores de thumbnails e créditos de IA, códigos de indicação.",
              "Pagamento: o identificador de cliente e da assinatura na Stripe ou no Mercado Pago. Os dados do cartão e do PIX ficam com eles, não conosco.",
              "Dados técnicos: endereço IP, navegador e páginas acessadas, nos registros do servidor, e as preferências de idioma e tema.",
            ],
          },
        ],
      },
      {
        id: "use",
        title: "Uso das informações",
        blocks: [
          {
            items: [
              "prestar o serviço: gerar, guardar e mostrar as suas thumbnails e análises (execução do contrato);",
              "cobrar o plano, aplicar os seus limites e pagar as recompensas de indicação (execução do contrato);",
              "enviar e-mails de conta: confirmação de cadastro, redefinição de senha, recibos e avisos de mudança nos termos;",
              "proteger a conta e o serviço contra abuso e fraude (legítimo interesse);",
              "cumprir obrigações legais e fiscais.",
            ],
          },
          {
            text: "Não usamos o seu conteúdo para treinar modelos de IA e não enviamos publicidade sem o seu consentimento.",
          },
        ],
      },
      {
        id: "sharing",
        title: "Compartilhamento",
        blocks: [
          {
            text: "Não vendemos nem alugamos dados pessoais. Compartilhamos apenas o necessário com os operadores que fazem o serviço funcionar:",
            items: [
              "Stripe — pagamentos em dólares com cartão internacional;",
              "Mercado Pago — pagamentos em reais com cartão ou PIX;",
              "Cloudflare — hospedagem, banco de dados e armazenamento dos arquivos (infraestrutura);",
              "OpenAI — processa os textos e imagens necessários para gerar thumbnails e análises; pela política da OpenAI para a API, esses dados não são usados para treinar modelos;",
              "Google — apenas quando você entra com o Google ou usa a análise de canais com a API do YouTube.",
            ],
          },
          {
            text: "Alguns desses operadores ficam fora do Brasil; a transferência internacional segue as garantias do art. 33 da LGPD. Também entregamos dados a autoridades quando a lei exigir.",
          },
        ],
      },
      {
        id: "security",
        title: "Segurança",
        blocks: [
          {
            text: "Todo o tráfego usa HTTPS. Senhas são guardadas com hash e sal; sessões usam identificadores aleatórios em cookies HttpOnly que você pode encerrar saindo da conta; as imagens só são entregues ao dono da conta. Nenhum sistema é totalmente imune a falhas: se acontecer um incidente que afete os seus dados, avisaremos você e a ANPD conforme a lei.",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            text: "Usamos apenas cookies necessários: a sessão de login, o idioma, o tema e mensagens de confirmação de curta duração. Não usamos cookies de rastreamento nem de publicidade. A lista completa, com a duração de cada um, está na página de cookies.",
          },
        ],
        link: { to: "/cookies", label: "Ver a lista de cookies" },
      },
      {
        id: "rights",
        title: "Direitos do usuário",
        blocks: [
          {
            text: "Pela LGPD (e pelo GDPR, se você estiver na Europa), você pode a qualquer momento:",
            items: [
              "confirmar se tratamos os seus dados e acessá-los;",
              "corrigir dados incompletos ou errados (o nome, direto em Configurações);",
              "receber uma cópia dos seus dados em formato legível (portabilidade): em Configurações › Segurança, “Baixar meus dados” prepara um arquivo .zip com seus dados em JSON e as imagens das suas thumbnails, que fica disponível por 7 dias;",
              "excluir a conta e os dados você mesmo, em Configurações › Segurança › “Excluir conta” (pedimos a sua senha, ou um login recente com o Google), ou excluir thumbnails e conversas no painel;",
              "revogar consentimentos e se opor a um tratamento;",
              "reclamar à Autoridade Nacional de Proteção de Dados (ANPD).",
            ],
          },
          {
            text: "Ao excluir a conta, a assinatura é cancelada na hora com o Stripe ou o Mercado Pago, e apagamos na hora a conta, as thumbnails e imagens, as conversas, as análises, as chaves de API, os arquivos enviados e as sessões; os arquivos que não saem no mesmo instante são apagados automaticamente logo depois. Guardamos apenas o que a lei fiscal exige: de cada pagamento, a data, o valor, a moeda, o plano, o provedor e o código da transação no provedor, por 5 anos (o prazo da legislação tributária), sem nome, e-mail ou qualquer ligação com a conta. Depois desse prazo, o registro também é apagado.",
          },
          {
            text: "Para exercer qualquer direito, escreva para {{supportEmail}} a partir do e-mail da sua conta. Respondemos em até 15 dias.",
          },
        ],
      },
      {
        id: "retention",
        title: "Retenção de dados",
        blocks: [
          {
            items: [
              "Conta, thumbnails, conversas e análises: enquanto a conta existir. O que você exclui no painel sai dos nossos sistemas na hora, inclusive os arquivos.",
              "Depois que você exclui a conta (Configurações › Segurança): os dados saem na hora; os arquivos que não saem no mesmo instante, logo depois. Os registros de pagamento exigidos pela lei fiscal ficam 5 anos, sem identificar você (veja “Direitos do usuário”).",
              "Registros de pagamento e notas fiscais: pelo prazo exigido pela legislação fiscal (até 5 anos).",
              "Registros técnicos do servidor: até 30 dias.",
              "Vídeos enviados para a análise de vídeo não são guardados: só os quadros usados na análise.",
              "Arquivos enviados às ferramentas (originais e resultados do compressor e do upscale, imagens de referência e quadros de vídeo): 7 dias, ou antes se você excluir o que os usa (uma conversa excluída leva as imagens de referência dela). Uma imagem de referência que ainda aparece numa conversa fica enquanto a conversa existir.",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "Alterações desta política",
        blocks: [
          {
            text: "Quando esta política mudar, atualizaremos a data no topo da página; mudanças importantes são avisadas por e-mail antes de entrarem em vigor.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contato",
        blocks: [
          {
            text: "O encarregado pelo tratamento de dados (DPO) atende pelo e-mail {{supportEmail}}.",
          },
        ],
      },
    ],
  },
  en: {
    title: "Privacy policy",
    description:
      "What data Miniatura collects, why, who it shares it with, how long it keeps it and how you exercise your rights under the LGPD and GDPR.",
    intro:
      "We collect only what we need to create your thumbnails and bill your plan, and we never sell your data. This policy explains it all in detail, under Brazil's LGPD and, in Europe, the GDPR.",
    updated: "2026-11-22",
    sections: [
      {
        id: "information-collected",
        title: "Information we collect",
        blocks: [
          {
            items: [
              "Account: name, e-mail and password (we store only a hash of the password, never the password itself); if you sign in with Google, your name, e-mail and Google account identifier.",
              "Content: your answers and messages in the Thumbnail Expert, the text of your analyses, the images and video frames you upload and the thumbnails generated.",
              "Your YouTube API key, if you add one in Settings (stored encrypted).",
              "Plan and usage: your plan, billing dates, thumbnail and AI credit counters, referral codes.",
              "Payment: your customer and subscription identifiers at Stripe or Mercado Pago. Card and PIX details stay with them, not with us.",
              "Technical data: IP address, browser and pages visited, in server logs, and your language and theme preferences.",
            ],
          },
        ],
      },
      {
        id: "use",
        title: "How we use it",
        blocks: [
          {
            items: [
              "to provide the service: generate, store and show your thumbnails and analyses (performance of contract);",
              "to bill your plan, apply its limits and pay referral rewards (performance of contract);",
              "to send account e-mails: sign-up confirmation, password resets, receipts and notices of changes to the terms;",
              "to protect your account and the service against abuse and fraud (legitimate interest);",
              "to meet legal and tax obligations.",
            ],
          },
          {
            text: "We do not use your content to train AI models and we do not send you marketing without your consent.",
          },
        ],
      },
      {
        id: "sharing",
        title: "Sharing",
        blocks: [
          {
            text: "We do not sell or rent personal data. We share only what is needed with the processors that run the service:",
            items: [
              "Stripe — payments in dollars by international card;",
              "Mercado Pago — payments in reais by card or PIX;",
              "Cloudflare — hosting, database and file storage (infrastructure);",
              "OpenAI — processes the text and images needed to generate thumbnails and analyses; under OpenAI's API policy this data is not used to train models;",
              "Google — only when you sign in with Google or use channel analysis with the YouTube API.",
            ],
          },
          {
            text: "Some of these processors are outside Brazil; international transfers follow the safeguards of article 33 of the LGPD. We also disclose data to authorities when the law requires it.",
          },
        ],
      },
      {
        id: "security",
        title: "Security",
        blocks: [
          {
            text: "All traffic uses HTTPS. Passwords are stored salted and hashed; sessions use random identifiers in HttpOnly cookies that you end by logging out; images are served only to the account that owns them. No system is immune to failure: if an incident affects your data, we will tell you and the authorities as the law requires.",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            text: "We use only necessary cookies: your login session, language, theme and short-lived confirmation messages. We use no tracking or advertising cookies. The full list, with how long each lasts, is on the cookies page.",
          },
        ],
        link: { to: "/cookies", label: "See the list of cookies" },
      },
      {
        id: "rights",
        title: "Your rights",
        blocks: [
          {
            text: "Under the LGPD (and the GDPR if you are in Europe) you may at any time:",
            items: [
              "confirm whether we process your data and access it;",
              "correct incomplete or wrong data (your name, directly in Settings);",
              "receive a copy of your data in a readable format (portability): in Settings › Security, “Download my data” prepares a .zip file with your data as JSON and your thumbnails' images, available for 7 days;",
              "delete your account and data yourself, in Settings › Security › “Delete account” (we ask for your password, or a recent Google sign-in), or delete thumbnails and conversations in the dashboard;",
              "withdraw consent and object to processing;",
              "complain to Brazil's data protection authority (ANPD) or your local authority.",
            ],
          },
          {
            text: "When you delete your account, the subscription is cancelled at once with Stripe or Mercado Pago, and we erase at once the account, thumbnails and images, conversations, analyses, API keys, uploaded files and sessions; files that cannot go in the same instant are erased automatically shortly after. We keep only what tax law requires: for each payment, the date, amount, currency, plan, provider and the provider's transaction id, for 5 years (the period of Brazilian tax law), with no name, e-mail or link to the account. After that period the record is erased too.",
          },
          {
            text: "To exercise any right, write to {{supportEmail}} from your account's e-mail address. We reply within 15 days.",
          },
        ],
      },
      {
        id: "retention",
        title: "Data retention",
        blocks: [
          {
            items: [
              "Account, thumbnails, conversations and analyses: for as long as the account exists. What you delete in the dashboard leaves our systems at once, files included.",
              "After you delete your account (Settings › Security): the data goes at once; files that cannot go in the same instant, shortly after. The payment records tax law requires stay 5 years, without identifying you (see “Your rights”).",
              "Payment records and invoices: for as long as tax law requires (up to 5 years).",
              "Server logs: up to 30 days.",
              "Videos uploaded for video analysis are not kept: only the frames used in the analysis.",
              "Files uploaded to the tools (the compressor's and the upscaler's originals and results, reference images and video frames): 7 days, or sooner if you delete what uses them (a deleted conversation takes its reference images along). A reference image still shown in a conversation stays for as long as the conversation exists.",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to this policy",
        blocks: [
          {
            text: "When this policy changes we update the date at the top of the page; we announce important changes by e-mail before they take effect.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [
          {
            text: "Our data protection officer (DPO) answers at {{supportEmail}}.",
          },
        ],
      },
    ],
  },
};
