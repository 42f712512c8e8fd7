/**
 * The help centre (/ajuda) in both languages: getting started, one section per tool (linking to the
 * tool's route), plans and billing, account and security, troubleshooting and contact. Every number
 * that belongs to a plan is read from the plan catalog, so the help never disagrees with pricing.
 */
import { aiCreditCosts, annualDiscountPercent, planLimits } from "~/core/plans/catalog";
import type { DocPageTranslations } from "~/features/site/doc-page";
import { toolRoutes } from "~/core/http/tool-routes";

const free = planLimits.free;
const videoMinutes = {
  starter: planLimits.starter.videoMinutes,
  creator: planLimits.creator.videoMinutes,
  pro: planLimits.pro.videoMinutes,
  elite: planLimits.elite.videoMinutes,
};

export const helpPage: DocPageTranslations = {
  pt: {
    title: "Central de ajuda",
    description:
      "Como usar a Miniatura: primeiros passos, cada ferramenta, planos e cobrança, conta e segurança e o que fazer quando algo não funciona.",
    intro:
      "Respostas rápidas para usar a Miniatura do primeiro acesso à thumbnail publicada. Não achou o que procurava? Escreva para {{supportEmail}}.",
    updated: "2026-11-22",
    sections: [
      {
        id: "getting-started",
        title: "Primeiros passos",
        blocks: [
          {
            text: `Crie a sua conta grátis com e-mail e senha ou com o Google; não pedimos cartão. O plano Free inclui ${free.thumbnailsPerMonth} thumbnails e ${free.aiCreditsPerMonth} créditos de IA por mês.`,
          },
          {
            items: [
              "Confirme o e-mail pelo link que enviamos no cadastro.",
              "No painel, clique em Thumbnail Expert e responda às perguntas sobre o seu vídeo.",
              "Escolha a melhor das 3 variações e baixe em JPG, pronta para o YouTube (1280×720, menos de 2 MB).",
            ],
          },
        ],
        link: { to: "/cadastro", label: "Criar conta grátis" },
      },
      {
        id: "thumbnail-expert",
        title: "Thumbnail Expert",
        blocks: [
          {
            text: `Um chat que entrevista você com 12 perguntas estratégicas (nicho, título, chamada, estilo, cores, efeitos, destaque…), mostra um resumo para confirmar e gera 3 variações em cerca de 30 a 60 segundos. Cada geração conta 1 thumbnail e ${aiCreditCosts.generation} créditos de IA; se a geração falhar, nada é cobrado.`,
          },
          {
            items: [
              "Responda com as suas palavras ou toque nas respostas rápidas.",
              "Anexe uma imagem de referência (até 5 MB) para a IA seguir o estilo.",
              "As conversas ficam no histórico: você pode renomear, excluir ou retomar qualquer uma.",
            ],
          },
        ],
        link: { to: toolRoutes.expert, label: "Abrir o Thumbnail Expert" },
      },
      {
        id: "quick-generator",
        title: "Gerador rápido e editor",
        blocks: [
          {
            text: `Informe o nicho e o título do vídeo (e, se quiser, uma imagem PNG ou JPG de até 10 MB): saem 4 opções em estilos diferentes, salvas no dashboard. Cada título conta como uma geração (1 thumbnail e ${aiCreditCosts.generation} créditos de IA); os planos com lote aceitam vários títulos de uma vez, um por linha.`,
          },
          {
            items: [
              "No editor, mude o texto, o tamanho, as cores, o contorno, a posição e o fundo; salvar cria uma nova versão em 1280×720.",
              "A prévia no feed mostra a thumbnail no YouTube do celular e do computador, no tema claro e no escuro, e avisa se o texto fica embaixo da duração ou pequeno demais.",
              "Baixe 2 ou 3 opções num .zip para o Testar e comparar do YouTube.",
            ],
          },
        ],
        link: { to: toolRoutes.generator, label: "Abrir o gerador rápido" },
      },
      {
        id: "trend-analysis",
        title: "Análise de tendências",
        blocks: [
          {
            text: "Informe o nicho (obrigatório) e, se quiser, o público, o tipo de conteúdo, os objetivos e canais concorrentes. A análise busca no YouTube os vídeos mais vistos do nicho e os últimos dos concorrentes, mostra o que está funcionando (quantas vezes cada vídeo passou da mediana) e sugere títulos, thumbnails e próximos passos. Sem a chave da API do YouTube, ela usa só os seus dados. Cada plano tem um número de análises por mês, contadas só quando a análise dá certo.",
          },
        ],
        link: { to: toolRoutes.trends, label: "Abrir a análise de tendências" },
      },
      {
        id: "channel-analysis",
        title: "Análise de canal",
        blocks: [
          {
            text: "Cole o endereço de um canal (por exemplo youtube.com/@canal) para ver as thumbnails dos 50 últimos vídeos, com as visualizações e quanto cada vídeo fugiu da curva. Clique em uma para usá-la como referência no Thumbnail Expert. Os 10 últimos canais analisados ficam na lista de recentes.",
          },
          {
            text: "A busca usa a sua chave da API do YouTube: cadastre-a em Configurações › YouTube; o passo a passo está nos tutoriais.",
          },
        ],
        link: { to: toolRoutes.channel, label: "Abrir a análise de canal" },
      },
      {
        id: "video-analysis",
        title: "Thumbnail a partir de vídeo",
        blocks: [
          {
            text: `Envie o vídeo: a Miniatura escolhe o melhor quadro, explica o motivo, sugere o texto e monta a thumbnail, que fica no seu dashboard para baixar (PNG) ou editar. Só os quadros são enviados, então não há limite de tamanho de arquivo, mas há limite de duração: Starter ${videoMinutes.starter} min, Creator ${videoMinutes.creator} min, Pro ${videoMinutes.pro} min e Elite ${videoMinutes.elite} min. Não disponível no Free. Sem JavaScript, envie de 6 a 12 quadros do vídeo como imagens. Cada análise usa ${aiCreditCosts.videoAnalysis} créditos de IA.`,
          },
        ],
        link: { to: toolRoutes.video, label: "Abrir a análise de vídeo" },
      },
      {
        id: "image-upscale",
        title: "Upscale de imagens",
        blocks: [
          {
            text: `Amplie uma imagem PNG, JPG ou WEBP de até 10 MB com IA e compare antes e depois. Creator e Pro ampliam até 4K; Elite até 8K. Cada upscale usa ${aiCreditCosts.upscale} créditos de IA.`,
          },
        ],
        link: { to: toolRoutes.upscale, label: "Abrir o upscale" },
      },
      {
        id: "image-compress",
        title: "Compressão de imagens",
        blocks: [
          {
            text: "Escolha uma imagem e o tamanho desejado (de 0,1 a 10 MB). Você vê o tamanho original, o final, a redução e as duas imagens lado a lado. O YouTube aceita thumbnails de até 2 MB.",
          },
        ],
        link: { to: toolRoutes.compress, label: "Abrir o compressor" },
      },
      {
        id: "plans-billing",
        title: "Planos e cobrança",
        blocks: [
          {
            items: [
              `Pague por mês ou por ano (${annualDiscountPercent}% de desconto no anual), em reais (cartão ou PIX, pelo Mercado Pago) ou em dólares (cartão internacional, pela Stripe).`,
              "O novo plano vale assim que o pagamento é confirmado.",
              "Os limites de thumbnails e créditos de IA são renovados a cada período de cobrança.",
              "Cancele quando quiser em Assinatura; o plano continua até o fim do período pago.",
              "Garantia de 7 dias: reembolso integral se pedir em até 7 dias após a primeira cobrança.",
            ],
          },
        ],
        link: { to: "/assinatura", label: "Ver os planos" },
      },
      {
        id: "account-security",
        title: "Conta e segurança",
        blocks: [
          {
            items: [
              'Esqueceu a senha? Use "Esqueci minha senha" na página de login: o link chega por e-mail e expira em pouco tempo.',
              "Troque a senha e o nome em Configurações. O e-mail da conta não pode ser alterado.",
              '"Lembrar de mim" mantém você conectado por 30 dias; sem ele, a sessão termina ao fechar o navegador.',
              "Indique amigos com o seu link em Configurações › Afiliados e ganhe créditos quando eles assinarem.",
            ],
          },
        ],
        link: { to: "/configuracoes", label: "Abrir as configurações" },
      },
      {
        id: "google-sign-in",
        title: "Entrar com o Google",
        blocks: [
          {
            text: 'Você pode criar a conta e entrar com o Google em vez de e-mail e senha, quando o servidor da Miniatura tem o login do Google configurado. Num servidor sem ele (uma instalação local, por exemplo), o botão aparece desativado com o aviso "Entrar com Google não está disponível neste servidor": use e-mail e senha, que funcionam sempre.',
          },
        ],
        link: { to: "/cadastro", label: "Criar conta com e-mail e senha" },
      },
      {
        id: "troubleshooting",
        title: "Quando algo não funciona",
        blocks: [
          {
            items: [
              "A Miniatura funciona mesmo com o JavaScript desligado e em conexões lentas: se uma página ficar parada, recarregue; nada do que foi digitado se perde nos formulários.",
              '"Limite atingido": você usou as thumbnails do mês. Espere a renovação ou mude de plano.',
              '"Arquivo muito grande": reduza a imagem (o compressor ajuda) ou envie outra.',
              "Uma geração falhou? Os créditos não são descontados; tente de novo em alguns instantes.",
              "Veja se há instabilidade na página de status antes de tentar novamente.",
            ],
          },
        ],
        link: { to: "/status", label: "Ver o status do serviço" },
      },
      {
        id: "contact",
        title: "Fale com a gente",
        blocks: [
          {
            text: "Escreva para {{supportEmail}} contando o que aconteceu e, se puder, o endereço da página. Free recebe suporte por e-mail; Starter, Creator e Pro, suporte prioritário; Elite, suporte dedicado 24/7 com resposta em até 1 hora.",
          },
        ],
        link: { to: "/faq", label: "Ver as perguntas frequentes" },
      },
    ],
  },
  en: {
    title: "Help centre",
    description:
      "How to use Miniatura: getting started, every tool, plans and billing, account and security, and what to do when something does not work.",
    intro:
      "Quick answers for using Miniatura, from your first visit to a published thumbnail. Didn't find what you need? Write to {{supportEmail}}.",
    updated: "2026-11-22",
    sections: [
      {
        id: "getting-started",
        title: "Getting started",
        blocks: [
          {
            text: `Create your free account with an e-mail and password or with Google; no card needed. The Free plan includes ${free.thumbnailsPerMonth} thumbnails and ${free.aiCreditsPerMonth} AI credits a month.`,
          },
          {
            items: [
              "Confirm your e-mail with the link we send when you sign up.",
              "In the dashboard, click Thumbnail Expert and answer the questions about your video.",
              "Pick the best of the 3 variations and download it as a JPG, ready for YouTube (1280×720, under 2 MB).",
            ],
          },
        ],
        link: { to: "/cadastro", label: "Create a free account" },
      },
      {
        id: "thumbnail-expert",
        title: "Thumbnail Expert",
        blocks: [
          {
            text: `A chat that interviews you with 12 strategic questions (niche, title, call to action, style, colours, effects, highlight…), shows a summary to confirm and generates 3 variations in about 30 to 60 seconds. Each generation counts 1 thumbnail and ${aiCreditCosts.generation} AI credits; if it fails, nothing is charged.`,
          },
          {
            items: [
              "Answer in your own words or tap the quick replies.",
              "Attach a reference image (up to 5 MB) for the AI to follow its style.",
              "Conversations stay in your history: rename, delete or pick up any of them.",
            ],
          },
        ],
        link: { to: toolRoutes.expert, label: "Open the Thumbnail Expert" },
      },
      {
        id: "quick-generator",
        title: "Quick generator and editor",
        blocks: [
          {
            text: `Give the niche and the video's title (and, if you like, a PNG or JPG image up to 10 MB): you get 4 options in different styles, saved to the dashboard. Each title counts as one generation (1 thumbnail and ${aiCreditCosts.generation} AI credits); plans with batches take several titles at once, one per line.`,
          },
          {
            items: [
              "In the editor, change the text, size, colours, outline, position and background; saving makes a new 1280×720 version.",
              "The feed preview shows the thumbnail on YouTube on a phone and a computer, light and dark, and warns when the text sits under the duration or is too small.",
              "Download 2 or 3 options in a .zip for YouTube's Test & Compare.",
            ],
          },
        ],
        link: { to: toolRoutes.generator, label: "Open the quick generator" },
      },
      {
        id: "trend-analysis",
        title: "Trend analysis",
        blocks: [
          {
            text: "Enter your niche (required) and, if you like, your audience, content type, goals and competing channels. The analysis fetches the niche's most-viewed videos and the competitors' latest ones from YouTube, shows what is working (how many times each video beat the median) and suggests titles, thumbnails and next steps. Without a YouTube API key it works from your inputs alone. Each plan has a number of analyses a month, counted only when an analysis succeeds.",
          },
        ],
        link: { to: toolRoutes.trends, label: "Open trend analysis" },
      },
      {
        id: "channel-analysis",
        title: "Channel analysis",
        blocks: [
          {
            text: "Paste a channel's address (for example youtube.com/@channel) to see the thumbnails of its 50 latest videos, with their views and how far each video beat the channel's median. Click one to use it as a reference in the Thumbnail Expert. The 10 latest channels you analyse stay in the recent list.",
          },
          {
            text: "The search uses your YouTube API key: add it in Settings › YouTube; the tutorials show you how, step by step.",
          },
        ],
        link: { to: toolRoutes.channel, label: "Open channel analysis" },
      },
      {
        id: "video-analysis",
        title: "Thumbnails from a video",
        blocks: [
          {
            text: `Upload your video: Miniatura picks the best frame, explains why, suggests the text and builds the thumbnail, saved to your dashboard to download (PNG) or edit. Only frames are uploaded, so there is no file size limit, but there is a length limit: Starter ${videoMinutes.starter} min, Creator ${videoMinutes.creator} min, Pro ${videoMinutes.pro} min and Elite ${videoMinutes.elite} min. Not available on Free. Without JavaScript, upload 6 to 12 frames of the video as pictures. Each analysis uses ${aiCreditCosts.videoAnalysis} AI credits.`,
          },
        ],
        link: { to: toolRoutes.video, label: "Open video analysis" },
      },
      {
        id: "image-upscale",
        title: "Image upscaling",
        blocks: [
          {
            text: `Enlarge a PNG, JPG or WEBP image of up to 10 MB with AI and compare before and after. Creator and Pro upscale up to 4K; Elite up to 8K. Each upscale uses ${aiCreditCosts.upscale} AI credits.`,
          },
        ],
        link: { to: toolRoutes.upscale, label: "Open upscaling" },
      },
      {
        id: "image-compress",
        title: "Image compression",
        blocks: [
          {
            text: "Choose an image and the size you want (0.1 to 10 MB). You see the original size, the final size, the reduction and both images side by side. YouTube accepts thumbnails up to 2 MB.",
          },
        ],
        link: { to: toolRoutes.compress, label: "Open the compressor" },
      },
      {
        id: "plans-billing",
        title: "Plans and billing",
        blocks: [
          {
            items: [
              `Pay monthly or yearly (${annualDiscountPercent}% off yearly), in dollars (international card, through Stripe) or in reais (card or PIX, through Mercado Pago).`,
              "Your new plan applies as soon as the payment is confirmed.",
              "Thumbnail and AI credit limits renew every billing period.",
              "Cancel whenever you like under Subscription; the plan stays until the end of the paid period.",
              "7-day guarantee: a full refund if you ask within 7 days of the first charge.",
            ],
          },
        ],
        link: { to: "/assinatura", label: "See the plans" },
      },
      {
        id: "account-security",
        title: "Account and security",
        blocks: [
          {
            items: [
              'Forgot your password? Use "Forgot password" on the login page: the link arrives by e-mail and expires soon after.',
              "Change your password and name in Settings. Your account's e-mail cannot be changed.",
              '"Remember me" keeps you signed in for 30 days; without it, the session ends when you close the browser.',
              "Refer friends with your link under Settings › Affiliates and earn credits when they subscribe.",
            ],
          },
        ],
        link: { to: "/configuracoes", label: "Open settings" },
      },
      {
        id: "google-sign-in",
        title: "Signing in with Google",
        blocks: [
          {
            text: 'You can sign up and sign in with Google instead of an e-mail and password when the Miniatura server has Google sign-in configured. On a server without it (a local install, for example), the button is shown disabled with the notice "Signing in with Google is not available on this server": use your e-mail and password, which always work.',
          },
        ],
        link: { to: "/cadastro", label: "Sign up with e-mail and password" },
      },
      {
        id: "troubleshooting",
        title: "When something does not work",
        blocks: [
          {
            items: [
              "Miniatura works with JavaScript turned off and on slow connections: if a page stalls, reload it; forms never lose what you typed.",
              '"Limit reached": you have used this month\'s thumbnails. Wait for the renewal or change plans.',
              '"File too large": shrink the image (the compressor helps) or upload another one.',
              "A generation failed? No credits are taken; try again in a moment.",
              "Check the status page for incidents before trying again.",
            ],
          },
        ],
        link: { to: "/status", label: "See the service status" },
      },
      {
        id: "contact",
        title: "Contact us",
        blocks: [
          {
            text: "Write to {{supportEmail}} with what happened and, if you can, the page's address. Free gets e-mail support; Starter, Creator and Pro priority support; Elite dedicated 24/7 support with a reply within 1 hour.",
          },
        ],
        link: { to: "/faq", label: "Read the FAQ" },
      },
    ],
  },
};
