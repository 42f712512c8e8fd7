/**
 * The terms of use (/termos) in both languages: the eight sections in docs/product.md, Public
 * pages, then the credits for the art the thumbnails use. Plan facts (refund window, cancellation)
 * follow docs/product.md, Rules that hold everywhere; prices are not repeated here, they live in
 * the plan catalog.
 */
import type { DocPageTranslations } from "~/features/site/doc-page";
import iconSprite from "~/ui/icon-sprite.svg?raw";

/**
 * The notice the MIT licence of the topic art (app/engines/render/topic-art) asks to keep with every
 * copy: shown as written, in English, in both languages.
 */
const fluentEmojiNotice = `Fluent Emoji: https://github.com/microsoft/fluentui-emoji

MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

/**
 * The notices of the interface icons (Lucide, ISC; the ones Lucide took from Feather, MIT), as the
 * sprite file carries them (docs/decisions/029-svg-icons.md): one text for both. The pages carry the
 * symbols with a pointer here in their place (app/ui/icon-symbols.server.ts).
 */
const lucideNotice = `Lucide: https://lucide.dev\n\n${iconSprite
  .slice(iconSprite.indexOf("ISC License"), iconSprite.indexOf("-->"))
  .trim()}`;

export const termsPage: DocPageTranslations = {
  pt: {
    title: "Termos de uso",
    description:
      "As regras de uso da Miniatura: conta, planos e pagamentos, reembolso em 7 dias, propriedade das suas thumbnails e limites de responsabilidade.",
    intro:
      "Estes termos valem para todo uso da Miniatura, o site e os aplicativos que criam thumbnails com IA. Leia com calma: ao usar o serviço você concorda com eles.",
    updated: "2026-11-26",
    sections: [
      {
        id: "acceptance",
        title: "Aceitação dos termos",
        blocks: [
          {
            text: "Ao criar uma conta, entrar com o Google ou usar qualquer ferramenta da Miniatura, você declara que leu e aceita estes termos e a nossa Política de Privacidade. Se não concordar, não use o serviço.",
          },
          {
            text: "Você precisa ter pelo menos 18 anos, ou a idade exigida no seu país, ou usar a Miniatura com a autorização de um responsável legal. Se usar em nome de uma empresa ou agência, declara ter poderes para aceitar estes termos por ela.",
          },
        ],
        link: { to: "/privacidade", label: "Ler a Política de Privacidade" },
      },
      {
        id: "platform-use",
        title: "Uso da plataforma",
        blocks: [
          {
            text: "A Miniatura ajuda criadores a planejar e gerar thumbnails para vídeos, analisar tendências e canais, ampliar e comprimir imagens e criar thumbnails a partir de vídeos. Você pode usá-la para os seus próprios canais e para os dos seus clientes.",
          },
          {
            text: "Não é permitido:",
            items: [
              "gerar ou enviar conteúdo ilegal, de ódio, de violência explícita, sexual envolvendo menores ou que viole direitos de terceiros;",
              "usar marcas, rostos ou obras de outras pessoas sem autorização;",
              "criar thumbnails enganosas que prometam algo que o vídeo não entrega de forma a violar as regras das plataformas de vídeo;",
              "tentar contornar os limites do plano, acessar dados de outros usuários ou sobrecarregar o serviço com acessos automatizados fora da API oficial;",
              "revender o acesso à sua conta.",
            ],
          },
          {
            text: "Os resultados da IA podem conter erros. Revise cada thumbnail antes de publicar: você é responsável pelo que publica.",
          },
        ],
      },
      {
        id: "account",
        title: "Conta do usuário",
        blocks: [
          {
            text: "Você se cadastra com nome, e-mail e senha ou com a sua conta Google. Mantenha os dados corretos e a senha em segredo: tudo o que for feito na sua conta é de sua responsabilidade. Se suspeitar de acesso indevido, troque a senha em Configurações e escreva para {{supportEmail}}.",
          },
          {
            text: "Podemos suspender ou encerrar contas que violem estes termos, depois de avisar por e-mail sempre que possível. Você pode excluir a sua conta a qualquer momento, em Configurações › Segurança › “Excluir conta” (ou pedir pelo mesmo e-mail).",
          },
        ],
      },
      {
        id: "intellectual-property",
        title: "Propriedade intelectual",
        blocks: [
          {
            text: "As thumbnails que você cria são suas: pode usá-las, editá-las e publicá-las em qualquer lugar, inclusive comercialmente. O mesmo vale para os textos e imagens que você envia; você nos dá apenas a licença necessária para processá-los e mostrar os resultados a você.",
          },
          {
            text: "Você garante que tem direito de usar as imagens de referência, rostos e marcas que envia. A marca Miniatura, o site, os templates e o software continuam sendo nossos. No plano Free, as thumbnails baixadas levam a marca d'água da Miniatura, que não deve ser removida.",
          },
          {
            // The photo cut-out's credit (Apache-2.0 asks for the notice with the files we serve).
            text: "Créditos: o recorte da pessoa nas fotos é feito no seu navegador pelo MediaPipe Selfie Segmentation, © Google LLC, distribuído sob a Licença Apache, versão 2.0 (apache.org/licenses/LICENSE-2.0). O modelo e o código dele são servidos pelo nosso próprio site; a foto não sai do seu aparelho para ser recortada.",
          },
        ],
      },
      {
        id: "subscriptions-payments",
        title: "Assinaturas e pagamentos",
        blocks: [
          {
            text: "O plano Free é gratuito e não pede cartão de crédito. Os planos pagos (Starter, Creator, Pro e Elite) são cobrados por mês ou por ano, com 15% de desconto no anual, pelos preços mostrados na página de planos no momento da assinatura.",
          },
          {
            items: [
              "Pagamentos em dólares são processados pela Stripe (cartão internacional); em reais, pelo Mercado Pago (cartão ou PIX). Não guardamos os dados do seu cartão.",
              "A assinatura é renovada automaticamente no fim de cada período até você cancelar.",
              "Você pode cancelar quando quiser, em um clique; o acesso ao plano continua até o fim do período já pago.",
              "Garantia de 7 dias: em até 7 dias após o pagamento que iniciou o período atual, o botão “Pedir reembolso” na página da sua assinatura devolve o valor integral pelo mesmo meio de pagamento. O plano termina na hora e você volta ao plano Free; sua conta e suas thumbnails continuam. A garantia vale uma vez por conta.",
              "Um pagamento reembolsado ou contestado junto ao banco ou ao cartão encerra o plano que ele pagou, da mesma forma, e avisamos você por e-mail.",
              "Fora da garantia não há reembolso de períodos parciais.",
              "Os limites de cada plano (thumbnails, créditos de IA, análises) valem por período de cobrança e não se acumulam.",
              "Ao mudar de plano, a diferença é calculada proporcionalmente pelo processador de pagamento.",
            ],
          },
        ],
        link: { to: "/assinatura", label: "Ver os planos" },
      },
      {
        id: "liability",
        title: "Limitação de responsabilidade",
        blocks: [
          {
            text: "Trabalhamos para manter a Miniatura disponível e os seus arquivos seguros, mas o serviço é oferecido como está. Não garantimos um aumento específico de cliques, visualizações ou receita: os números de CTR do site são médias informadas por criadores, não promessas.",
          },
          {
            text: "Na medida permitida pela lei, não respondemos por lucros cessantes ou danos indiretos, e a nossa responsabilidade total fica limitada ao valor que você pagou nos últimos 12 meses. Nada aqui limita os seus direitos como consumidor previstos no Código de Defesa do Consumidor.",
          },
        ],
      },
      {
        id: "changes",
        title: "Modificações dos termos",
        blocks: [
          {
            text: "Podemos atualizar estes termos quando o serviço mudar ou a lei exigir. A data da última atualização fica no topo desta página. Mudanças importantes são avisadas por e-mail com pelo menos 15 dias de antecedência; continuar usando a Miniatura depois disso significa aceitar a nova versão. Mudanças de preço nunca afetam um período já pago.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contato",
        blocks: [
          {
            text: "Dúvidas sobre estes termos, pedidos de reembolso ou de encerramento de conta: escreva para {{supportEmail}}. Respondemos em até 2 dias úteis.",
          },
        ],
      },
      {
        id: "credits",
        title: "Créditos",
        blocks: [
          {
            text: "Quando não há foto, as thumbnails mostram uma ilustração escolhida pelo assunto do vídeo (um bolo para uma receita de bolo, um celular para um review de celular). Essas ilustrações são do Fluent Emoji, © Microsoft Corporation, usadas sob a licença MIT, cujo aviso reproduzimos abaixo como exigido, no original em inglês.",
          },
          { code: fluentEmojiNotice },
          {
            text: "Os ícones da interface são do Lucide, © Lucide Icons and Contributors, usados sob a licença ISC; alguns deles vêm do Feather, © Cole Bemis, sob a licença MIT. Os dois avisos seguem abaixo, no original em inglês.",
          },
          { code: lucideNotice },
        ],
      },
    ],
  },
  en: {
    title: "Terms of use",
    description:
      "The rules for using Miniatura: your account, plans and payments, the 7-day refund guarantee, who owns your thumbnails and limits of liability.",
    intro:
      "These terms apply to every use of Miniatura, the site and apps that create thumbnails with AI. Please read them carefully: by using the service you agree to them.",
    updated: "2026-11-26",
    sections: [
      {
        id: "acceptance",
        title: "Acceptance of the terms",
        blocks: [
          {
            text: "By creating an account, signing in with Google or using any Miniatura tool, you confirm that you have read and accept these terms and our Privacy Policy. If you do not agree, do not use the service.",
          },
          {
            text: "You must be at least 18, or the age of majority where you live, or use Miniatura with a parent's or guardian's permission. If you use it on behalf of a company or agency, you confirm you may accept these terms for it.",
          },
        ],
        link: { to: "/privacidade", label: "Read the Privacy Policy" },
      },
      {
        id: "platform-use",
        title: "Use of the platform",
        blocks: [
          {
            text: "Miniatura helps creators plan and generate video thumbnails, analyse trends and channels, upscale and compress images and make thumbnails from videos. You may use it for your own channels and for your clients' channels.",
          },
          {
            text: "You may not:",
            items: [
              "generate or upload content that is illegal, hateful, graphically violent, sexual content involving minors, or that infringes anyone's rights;",
              "use other people's trademarks, faces or works without permission;",
              "create misleading thumbnails that break video platforms' rules by promising what the video does not deliver;",
              "try to get around plan limits, access other users' data or overload the service with automated traffic outside the official API;",
              "resell access to your account.",
            ],
          },
          {
            text: "AI output can contain mistakes. Review every thumbnail before publishing it: you are responsible for what you publish.",
          },
        ],
      },
      {
        id: "account",
        title: "Your account",
        blocks: [
          {
            text: "You sign up with your name, e-mail and a password, or with your Google account. Keep your details accurate and your password secret: you are responsible for everything done with your account. If you suspect someone else has access, change your password in Settings and write to {{supportEmail}}.",
          },
          {
            text: "We may suspend or close accounts that break these terms, warning you by e-mail first whenever we can. You may delete your account at any time, in Settings › Security › “Delete account” (or ask us at the same address).",
          },
        ],
      },
      {
        id: "intellectual-property",
        title: "Intellectual property",
        blocks: [
          {
            text: "The thumbnails you create are yours: you may use, edit and publish them anywhere, including commercially. The same goes for the text and images you upload; you only give us the licence needed to process them and show you the results.",
          },
          {
            text: "You confirm that you have the right to use the reference images, faces and brands you upload. The Miniatura brand, site, templates and software remain ours. On the Free plan, downloaded thumbnails carry the Miniatura watermark, which must not be removed.",
          },
          {
            // The photo cut-out's credit (Apache-2.0 asks for the notice with the files we serve).
            text: "Credits: cutting the person out of photos is done in your browser by MediaPipe Selfie Segmentation, © Google LLC, distributed under the Apache License, Version 2.0 (apache.org/licenses/LICENSE-2.0). Its model and code are served from our own site; the photo does not leave your device to be cut out.",
          },
        ],
      },
      {
        id: "subscriptions-payments",
        title: "Subscriptions and payments",
        blocks: [
          {
            text: "The Free plan costs nothing and needs no credit card. Paid plans (Starter, Creator, Pro and Elite) are billed monthly or yearly, with 15% off yearly, at the prices shown on the plans page when you subscribe.",
          },
          {
            items: [
              "Payments in dollars are processed by Stripe (international cards); in reais by Mercado Pago (card or PIX). We never store your card details.",
              "Your subscription renews automatically at the end of each period until you cancel.",
              "You can cancel at any time in one click; your plan stays active until the end of the period you have paid for.",
              "7-day guarantee: within 7 days of the payment that started your current period, the “Ask for a refund” button on your subscription page returns the full amount to the same payment method. The plan ends at once and you go back to the Free plan; your account and your thumbnails stay. The guarantee applies once per account.",
              "A payment that is refunded or disputed with your bank or card issuer ends the plan it paid for in the same way, and we tell you by e-mail.",
              "Outside the guarantee, partial periods are not refunded.",
              "Each plan's limits (thumbnails, AI credits, analyses) apply per billing period and do not roll over.",
              "When you change plans, the payment processor prorates the difference.",
            ],
          },
        ],
        link: { to: "/assinatura", label: "See the plans" },
      },
      {
        id: "liability",
        title: "Limitation of liability",
        blocks: [
          {
            text: "We work to keep Miniatura available and your files safe, but the service is provided as is. We do not guarantee any particular increase in clicks, views or revenue: the CTR figures on the site are averages reported by creators, not promises.",
          },
          {
            text: "To the extent the law allows, we are not liable for lost profits or indirect damages, and our total liability is limited to what you paid us in the last 12 months. Nothing here limits the rights consumer law gives you.",
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to these terms",
        blocks: [
          {
            text: "We may update these terms when the service changes or the law requires it. The date of the last update is at the top of this page. We announce important changes by e-mail at least 15 days in advance; using Miniatura after that means you accept the new version. Price changes never affect a period you have already paid for.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [
          {
            text: "Questions about these terms, refund requests or account closure: write to {{supportEmail}}. We reply within 2 business days.",
          },
        ],
      },
      {
        id: "credits",
        title: "Credits",
        blocks: [
          {
            text: "When there is no photo, thumbnails show an illustration chosen from what the video is about (a cake for a cake recipe, a phone for a phone review). These illustrations are Fluent Emoji, © Microsoft Corporation, used under the MIT licence, whose notice we reproduce below as it requires.",
          },
          { code: fluentEmojiNotice },
          {
            text: "The interface icons are Lucide, © Lucide Icons and Contributors, used under the ISC licence; some of them come from Feather, © Cole Bemis, under the MIT licence. Both notices follow, as they require.",
          },
          { code: lucideNotice },
        ],
      },
    ],
  },
};
