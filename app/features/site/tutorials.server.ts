/**
 * Tutorials (/tutoriais) in both languages: numbered step lists for each tool, the YouTube API key
 * guide of docs/product.md, Settings (5 steps and the 10,000 units a day tip) and publishing on
 * YouTube.
 */
import { planLimits } from "~/core/plans/catalog";
import type { DocPageTranslations } from "~/features/site/doc-page";
import { toolRoutes } from "~/core/http/tool-routes";

const youtubeDailyUnits = 10_000;

export const tutorialsPage: DocPageTranslations = {
  pt: {
    title: "Tutoriais",
    description:
      "Passo a passo: a primeira thumbnail com o Thumbnail Expert, a chave da API do YouTube, thumbnails de vídeos, upscale, compressão e publicação.",
    intro: "Guias curtos, passo a passo, para tirar o máximo de cada ferramenta da Miniatura.",
    updated: "2026-11-22",
    sections: [
      {
        id: "first-thumbnail",
        title: "Sua primeira thumbnail com o Thumbnail Expert",
        ordered: true,
        blocks: [
          {
            items: [
              "Na página inicial, descreva o seu próximo vídeo e clique em Criar Thumbnail (ou abra o Thumbnail Expert pelo painel).",
              "Responda às 12 perguntas: nicho, título, chamada, estilo, cores, efeitos e o que deve ter destaque. As respostas rápidas aceleram.",
              "Se tiver uma thumbnail que admira, anexe como referência (até 5 MB).",
              "Confira o resumo e confirme.",
              'Em cerca de 30 a 60 segundos chegam 3 variações. Baixe a melhor em "Variação 1", "Variação 2" ou "Variação 3"; todas ficam salvas no painel.',
            ],
          },
          {
            text: "Dica: títulos curtos (até 5 palavras) ficam mais legíveis no celular, onde está a maior parte do público.",
          },
        ],
        link: { to: toolRoutes.expert, label: "Abrir o Thumbnail Expert" },
      },
      {
        id: "youtube-api-key",
        title: "Como criar a sua chave da API do YouTube",
        ordered: true,
        blocks: [
          {
            items: [
              "Abra o Google Cloud Console (console.cloud.google.com) e entre com a sua conta Google.",
              'Crie um projeto: no seletor de projetos, clique em Novo projeto, dê um nome (por exemplo "Miniatura") e confirme.',
              'Ative a API: em APIs e serviços › Biblioteca, procure "YouTube Data API v3" e clique em Ativar.',
              "Crie a credencial: em APIs e serviços › Credenciais, clique em Criar credenciais › Chave de API.",
              "Copie a chave e cole em Configurações › YouTube API na Miniatura, depois clique em Salvar.",
            ],
          },
          {
            text: `A API é gratuita para uso pessoal, com limite de ${youtubeDailyUnits.toLocaleString("pt-BR")} unidades por dia, o suficiente para dezenas de análises. A chave fica guardada criptografada e você pode trocá-la quando quiser.`,
          },
        ],
        link: { to: "/configuracoes", label: "Abrir as configurações" },
      },
      {
        id: "channel-reference",
        title: "Usar a thumbnail de outro canal como referência",
        ordered: true,
        blocks: [
          {
            items: [
              "Abra a análise de canal e cole o endereço do canal (youtube.com/@canal, o link de um vídeo ou só @canal).",
              "Clique em Buscar: aparecem as thumbnails recentes do canal.",
              "Clique na thumbnail que quer usar de inspiração: o Thumbnail Expert abre com ela como referência.",
              "Responda às perguntas normalmente; a IA segue a composição e as cores, não copia a imagem.",
            ],
          },
        ],
        link: { to: toolRoutes.channel, label: "Abrir a análise de canal" },
      },
      {
        id: "video-thumbnail",
        title: "Thumbnail a partir do seu vídeo",
        ordered: true,
        blocks: [
          {
            items: [
              "Abra a análise de vídeo e escolha o arquivo. A duração aparece na hora.",
              `Confira se cabe no seu plano (até ${planLimits.elite.videoMinutes} minutos no Elite).`,
              "Clique em Analisar e gerar e acompanhe a barra de progresso.",
              "Veja a thumbnail gerada, o motivo da escolha e o texto sugerido, e baixe.",
            ],
          },
        ],
        link: { to: toolRoutes.video, label: "Abrir a análise de vídeo" },
      },
      {
        id: "upscale-compress",
        title: "Ampliar e comprimir imagens",
        ordered: true,
        blocks: [
          {
            items: [
              "Para ampliar: abra o upscale, envie a imagem (PNG, JPG ou WEBP, até 10 MB) e clique em Upscale com IA.",
              "Arraste o controle de comparação para ver antes e depois, e baixe.",
              "Para comprimir: abra o compressor, escolha a imagem e o tamanho desejado (use 2 MB para o YouTube).",
              "Clique em Comprimir, confira a redução e baixe.",
            ],
          },
        ],
        link: { to: toolRoutes.compress, label: "Abrir o compressor" },
      },
      {
        id: "publish-youtube",
        title: "Publicar a thumbnail no YouTube",
        ordered: true,
        blocks: [
          {
            items: [
              "No YouTube Studio, abra Conteúdo e clique no lápis do vídeo.",
              "Em Miniatura, clique em Enviar miniatura e escolha o arquivo baixado da Miniatura (1280×720, menos de 2 MB).",
              "Para testar, use Testar e comparar e envie até 3 variações: o YouTube mostra qual teve mais tempo de exibição.",
              "Salve. A nova thumbnail aparece em alguns minutos.",
            ],
          },
        ],
      },
    ],
  },
  en: {
    title: "Tutorials",
    description:
      "Step by step: your first thumbnail with the Thumbnail Expert, a YouTube API key, thumbnails from videos, upscaling, compression and publishing.",
    intro: "Short step-by-step guides to get the most out of every Miniatura tool.",
    updated: "2026-11-22",
    sections: [
      {
        id: "first-thumbnail",
        title: "Your first thumbnail with the Thumbnail Expert",
        ordered: true,
        blocks: [
          {
            items: [
              "On the home page, describe your next video and click Create Thumbnail (or open the Thumbnail Expert from the dashboard).",
              "Answer the 12 questions: niche, title, call to action, style, colours, effects and what should stand out. Quick replies make it faster.",
              "If there is a thumbnail you admire, attach it as a reference (up to 5 MB).",
              "Check the summary and confirm.",
              'In about 30 to 60 seconds you get 3 variations. Download the best with "Variation 1", "Variation 2" or "Variation 3"; all of them are saved in your dashboard.',
            ],
          },
          {
            text: "Tip: short titles (up to 5 words) read better on phones, where most of your audience is.",
          },
        ],
        link: { to: toolRoutes.expert, label: "Open the Thumbnail Expert" },
      },
      {
        id: "youtube-api-key",
        title: "How to create your YouTube API key",
        ordered: true,
        blocks: [
          {
            items: [
              "Open the Google Cloud Console (console.cloud.google.com) and sign in with your Google account.",
              'Create a project: in the project picker, click New project, give it a name (for example "Miniatura") and confirm.',
              'Enable the API: under APIs & Services › Library, search for "YouTube Data API v3" and click Enable.',
              "Create the credential: under APIs & Services › Credentials, click Create credentials › API key.",
              "Copy the key, paste it in Miniatura under Settings › YouTube API and click Save.",
            ],
          },
          {
            text: `The API is free for personal use, with a limit of ${youtubeDailyUnits.toLocaleString("en-US")} units a day — enough for dozens of analyses. Your key is stored encrypted and you can replace it at any time.`,
          },
        ],
        link: { to: "/configuracoes", label: "Open settings" },
      },
      {
        id: "channel-reference",
        title: "Use another channel's thumbnail as a reference",
        ordered: true,
        blocks: [
          {
            items: [
              "Open channel analysis and paste the channel's address (youtube.com/@channel, a video link or just @channel).",
              "Click Search: the channel's recent thumbnails appear.",
              "Click the thumbnail you want to draw on: the Thumbnail Expert opens with it as a reference.",
              "Answer the questions as usual; the AI follows the layout and colours, it does not copy the image.",
            ],
          },
        ],
        link: { to: toolRoutes.channel, label: "Open channel analysis" },
      },
      {
        id: "video-thumbnail",
        title: "A thumbnail from your video",
        ordered: true,
        blocks: [
          {
            items: [
              "Open video analysis and choose the file. Its length shows at once.",
              `Check that it fits your plan (up to ${planLimits.elite.videoMinutes} minutes on Elite).`,
              "Click Analyze & Generate and follow the progress bar.",
              "See the generated thumbnail, why it was chosen and the suggested text, then download it.",
            ],
          },
        ],
        link: { to: toolRoutes.video, label: "Open video analysis" },
      },
      {
        id: "upscale-compress",
        title: "Upscale and compress images",
        ordered: true,
        blocks: [
          {
            items: [
              "To upscale: open upscaling, upload the image (PNG, JPG or WEBP, up to 10 MB) and click AI upscale.",
              "Drag the comparison slider to see before and after, then download.",
              "To compress: open the compressor, choose the image and the size you want (use 2 MB for YouTube).",
              "Click Compress, check the reduction and download.",
            ],
          },
        ],
        link: { to: toolRoutes.compress, label: "Open the compressor" },
      },
      {
        id: "publish-youtube",
        title: "Publish the thumbnail on YouTube",
        ordered: true,
        blocks: [
          {
            items: [
              "In YouTube Studio, open Content and click the pencil next to your video.",
              "Under Thumbnail, click Upload file and choose the file you downloaded from Miniatura (1280×720, under 2 MB).",
              "To test, use Test & compare and upload up to 3 variations: YouTube shows which one earned the most watch time.",
              "Save. The new thumbnail shows within a few minutes.",
            ],
          },
        ],
      },
    ],
  },
};
