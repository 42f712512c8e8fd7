/**
 * The dimensions a template is described by — the niche it suits and the colour family it is drawn
 * in — and what each means to the renderer: a niche's sample titles (each naming a topic the topic
 * art draws, so the previews show the niche's objects) and a colour family's palette. Pure data.
 * Their labels in pt and en are in the locales (`templates.niches.*`, `templates.colours.*`).
 */
import type { ThumbnailPalette } from "~/core/brief/thumbnail-brief";

export const templateNiches = [
  "gaming",
  "tech",
  "cooking",
  "fitness",
  "finance",
  "education",
  "travel",
  "beauty",
  "music",
  "cars",
  "pets",
  "sports",
  "science",
  "vlog",
] as const;
export type TemplateNiche = (typeof templateNiches)[number];

export const templateColours = [
  "yellow",
  "red",
  "blue",
  "green",
  "purple",
  "black-white",
  "orange",
  "pink",
  "teal",
  "gold",
] as const;
export type TemplateColour = (typeof templateColours)[number];

/**
 * A colour family as the renderer paints it: one of the brief's palettes, or a palette built from
 * a few colours as when a creator names them (`custom-palette.ts`; the preset is its nearest).
 */
export const colourPalettes: Record<TemplateColour, { palette: ThumbnailPalette; colors?: string[] }> = {
  yellow: { palette: "yellow-black" },
  red: { palette: "red-white" },
  blue: { palette: "blue-orange" },
  green: { palette: "green-neon" },
  purple: { palette: "purple-pink" },
  "black-white": { palette: "black-white" },
  orange: { palette: "blue-orange", colors: ["#ff6a00", "#1c0b00"] },
  pink: { palette: "purple-pink", colors: ["#ff4fa3", "#2b0018"] },
  teal: { palette: "blue-orange", colors: ["#00d1c1", "#00262b"] },
  gold: { palette: "yellow-black", colors: ["#f5c542", "#2a1d00"] },
};

/**
 * Titles a creator of the niche would write, in pt and en, each naming an object the topic art
 * draws (and some a number, for the templates that draw it big): a template's preview uses one.
 */
export const nicheSamples: Record<TemplateNiche, { pt: string; en: string }[]> = {
  gaming: [
    { pt: "Zerei Minecraft no hardcore", en: "I beat Minecraft hardcore" },
    { pt: "Os 5 jogos de xadrez mais loucos", en: "The 5 craziest chess games" },
    { pt: "Joguei 100 dias de RPG com dados", en: "100 days of tabletop dice RPG" },
  ],
  tech: [
    { pt: "Review do iPhone 16: vale a pena?", en: "iPhone 16 review: is it worth it?" },
    { pt: "O robô que programa sozinho", en: "The robot that codes by itself" },
    { pt: "Montei um notebook de 3 mil reais", en: "I built a 3 thousand dollar laptop" },
  ],
  cooking: [
    { pt: "Pizza napolitana no forno de casa", en: "Neapolitan pizza in a home oven" },
    { pt: "Bolo de cenoura fofinho em 10 minutos", en: "The best carrot cake in 10 minutes" },
    { pt: "Receita de pão caseiro sem sova", en: "Easy sourdough bread for beginners" },
  ],
  fitness: [
    { pt: "Treino de peito para hipertrofia", en: "Full body workout at home" },
    { pt: "Minha primeira maratona", en: "My first marathon" },
    { pt: "30 dias de yoga e meditação", en: "30 days of yoga and meditation" },
  ],
  finance: [
    { pt: "Como investir o primeiro salário", en: "How I invest my first salary" },
    { pt: "Quanto rende R$ 1.000 em dividendos", en: "Dividend stocks that pay me every month" },
    { pt: "Bitcoin vai subir?", en: "Is crypto dead?" },
  ],
  education: [
    { pt: "Como estudar para o ENEM", en: "How to study for finals" },
    { pt: "Os 7 livros que mudaram minha vida", en: "7 books that changed my life" },
    { pt: "Experimentos de ciência em casa", en: "Science experiments you can do at home" },
  ],
  travel: [
    { pt: "Viagem barata para Portugal", en: "Cheap travel hacks for Europe" },
    { pt: "As 10 praias mais bonitas do Nordeste", en: "The 10 most beautiful beaches in Greece" },
    { pt: "Acampei 3 dias na montanha", en: "I went camping for 3 days" },
  ],
  beauty: [
    { pt: "Maquiagem para iniciantes", en: "Makeup for beginners" },
    { pt: "Rotina de skincare noturna", en: "My night skincare routine" },
    { pt: "5 cores de esmalte para o verão", en: "5 nail polish colours for summer" },
  ],
  music: [
    { pt: "Aprenda violão em 7 dias", en: "Learn guitar in 7 days" },
    { pt: "Como cantar afinado", en: "How to sing in tune" },
    { pt: "Toquei piano por 100 dias", en: "I played piano keyboard for 100 days" },
  ],
  cars: [
    { pt: "Testei o carro elétrico mais barato do Brasil", en: "I drove the cheapest electric car" },
    { pt: "Minha primeira viagem de moto", en: "My first motorcycle road trip" },
    { pt: "O carro de corrida de 1.000 cavalos", en: "The 1,000 horsepower racing car" },
  ],
  pets: [
    { pt: "Meu cachorro aprendeu um truque novo", en: "My puppy learned a new trick" },
    { pt: "Gatos fazendo coisas estranhas", en: "Cats doing weird things" },
    { pt: "Montei um aquário de peixes tropicais", en: "I set up a tropical fish tank" },
  ],
  sports: [
    { pt: "Os 10 gols mais bonitos do Brasileirão", en: "The 10 best goals of the Premier League" },
    { pt: "Jogadas incríveis do basquete", en: "NBA top plays of the week" },
    { pt: "Boxe: o nocaute do ano", en: "Boxing: the knockout of the year" },
  ],
  science: [
    { pt: "O foguete que pousou sozinho", en: "The rocket that landed by itself" },
    { pt: "O que o DNA diz sobre você", en: "What your DNA says about you" },
    { pt: "Vi Saturno com um telescópio de 500 reais", en: "I saw the ringed planet Saturn" },
  ],
  vlog: [
    { pt: "Um dia na minha vida com a câmera", en: "A day in my life with a camera" },
    { pt: "Nosso casamento", en: "Our wedding day" },
    { pt: "Arrumei meu quarto pequeno", en: "Small bedroom decor ideas" },
  ],
};
