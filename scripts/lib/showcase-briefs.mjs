// What `npm run showcase` renders: twelve briefs a creator would bring (six in Portuguese, six in
// English: a recipe, a phone review, personal finance, travel, makeup, a pet, a game, fitness, a
// car, coding, music, a tutorial), each in every photo version, and where each file goes. Pure data
// and arithmetic, so the unit test can check it without rendering a pixel.

/** The photos the project ships for tests, the bench and this showcase (provenance in their README). */
export const photosDir = "tests/fixtures/photos";

/**
 * Each brief is rendered once per version: without a photo, with the person as a creator without
 * JavaScript uploads it (the plain JPEG: the renderer composes it full-bleed), with the person as
 * the browser cuts them out before upload (a PNG with alpha; only once that fixture is committed),
 * and with a product photo.
 */
export const showcaseVersions = [
  { id: "none", label: "no photo", photo: null },
  { id: "person", label: "person photo (JS off)", photo: "person-astronaut.jpg", mime: "image/jpeg" },
  {
    id: "person-cutout",
    label: "person cut out (JS on)",
    photo: "person-astronaut-cutout.png",
    mime: "image/png",
  },
  { id: "product", label: "product photo", photo: "product-coffee.jpg", mime: "image/jpeg" },
];

/**
 * The briefs, in the renderer's terms (ThumbnailBrief in app/core/brief/thumbnail-brief.ts). Between
 * them they use every style, palette and highlight twice, and two have colours the creator typed
 * (`typed`, `colors`: the renderer builds their palette from them); `variation` is which of the
 * Thumbnail Expert's three variations (its three layouts) the showcase keeps, so every layout shows.
 */
export const showcaseBriefs = [
  {
    slug: "bolo-de-cenoura",
    variation: 0,
    brief: {
      language: "pt",
      niche: "receitas",
      title: "Bolo de cenoura fofinho com calda de chocolate",
      headline: "BOLO DE CENOURA EM 10 MIN",
      audience: "quem cozinha em casa",
      style: "playful",
      palette: "yellow-black",
      effects: ["outline", "shadow"],
      highlight: "product",
      platform: "both",
      mood: "excitement",
      restrictions: "",
    },
  },
  {
    slug: "review-celular",
    variation: 1,
    brief: {
      language: "pt",
      niche: "tecnologia",
      title: "Review do celular mais barato de 2025: vale a pena?",
      headline: "VALE A PENA?",
      audience: "quem quer trocar de celular",
      style: "professional",
      palette: "blue-orange",
      effects: ["glow"],
      highlight: "face",
      platform: "both",
      mood: "curiosity",
      restrictions: "",
    },
  },
  {
    slug: "financas-pessoais",
    variation: 2,
    brief: {
      language: "pt",
      niche: "finanças pessoais",
      title: "Como guardar dinheiro ganhando um salário mínimo",
      headline: "SOBROU DINHEIRO!",
      audience: "jovens adultos",
      style: "minimal",
      palette: "green-neon",
      effects: ["shadow"],
      highlight: "number",
      platform: "mobile",
      mood: "trust",
      restrictions: "sem logos de bancos",
      // Typed instead of a quick reply: the interview keeps the words and the colours they name.
      typed: { palette: "verde e dourado" },
      colors: ["#1fbf4a", "#d4a017"],
    },
  },
  {
    slug: "viagem-lisboa",
    variation: 0,
    brief: {
      language: "pt",
      niche: "viagem",
      title: "Lisboa em 3 dias gastando pouco",
      headline: "LISBOA COM 150 €",
      audience: "mochileiros",
      style: "cinematic",
      palette: "red-white",
      effects: ["blur"],
      highlight: "arrow",
      platform: "desktop",
      mood: "surprise",
      restrictions: "",
    },
  },
  {
    slug: "maquiagem",
    variation: 1,
    brief: {
      language: "pt",
      niche: "maquiagem",
      title: "Maquiagem para o dia a dia em 5 minutos",
      headline: "ANTES E DEPOIS",
      audience: "iniciantes em maquiagem",
      style: "bold",
      palette: "purple-pink",
      effects: ["outline"],
      highlight: "before-after",
      platform: "mobile",
      mood: "surprise",
      restrictions: "",
    },
  },
  {
    slug: "gato-adotado",
    variation: 2,
    brief: {
      language: "pt",
      niche: "pets",
      title: "Adotei um gato de rua: a primeira semana",
      headline: "ELE ME ESCOLHEU",
      audience: "quem ama gatos",
      style: "gamer",
      palette: "black-white",
      effects: ["none"],
      highlight: "circle",
      platform: "both",
      mood: "calm",
      restrictions: "",
    },
  },
  {
    slug: "speedrun",
    variation: 0,
    brief: {
      language: "en",
      niche: "gaming",
      title: "I beat the game in under an hour",
      headline: "WORLD RECORD?!",
      audience: "speedrun fans",
      style: "gamer",
      palette: "purple-pink",
      effects: ["glow", "outline"],
      highlight: "number",
      platform: "both",
      mood: "urgency",
      restrictions: "",
    },
  },
  {
    slug: "home-workout",
    variation: 1,
    brief: {
      language: "en",
      niche: "fitness",
      title: "30 day home workout with no equipment",
      headline: "30 DAYS, NO GYM",
      audience: "busy beginners",
      style: "bold",
      palette: "red-white",
      effects: ["shadow"],
      highlight: "before-after",
      platform: "mobile",
      mood: "excitement",
      restrictions: "",
    },
  },
  {
    slug: "used-car",
    variation: 2,
    brief: {
      language: "en",
      niche: "cars",
      title: "Buying a used car: 7 things dealers won't tell you",
      headline: "DON'T GET SCAMMED",
      audience: "first-time buyers",
      style: "cinematic",
      palette: "yellow-black",
      effects: ["outline"],
      highlight: "arrow",
      platform: "desktop",
      mood: "urgency",
      restrictions: "no brand logos",
      typed: { palette: "navy and gold" },
      colors: ["#0b1f5c", "#d4a017"],
    },
  },
  {
    slug: "learn-python",
    variation: 0,
    brief: {
      language: "en",
      niche: "coding",
      title: "Learn Python in one video: a beginner's tutorial",
      headline: "PYTHON IN 1 HOUR",
      audience: "beginner programmers",
      style: "minimal",
      palette: "black-white",
      effects: ["none"],
      highlight: "face",
      platform: "desktop",
      mood: "trust",
      restrictions: "",
    },
  },
  {
    slug: "guitar-song",
    variation: 1,
    brief: {
      language: "en",
      niche: "music",
      title: "Play your first song on guitar today",
      headline: "YOUR FIRST SONG",
      audience: "guitar beginners",
      style: "professional",
      palette: "green-neon",
      effects: ["glow"],
      highlight: "circle",
      platform: "both",
      mood: "calm",
      restrictions: "",
    },
  },
  {
    slug: "latte-art",
    variation: 2,
    brief: {
      language: "en",
      niche: "coffee tutorials",
      title: "Latte art at home without an espresso machine",
      headline: "CAFÉ-LEVEL LATTE ART",
      audience: "home baristas",
      style: "playful",
      palette: "blue-orange",
      effects: ["shadow", "outline"],
      highlight: "product",
      platform: "both",
      mood: "curiosity",
      restrictions: "",
    },
  },
];

/** The seed of a brief's render: fixed, so re-running changes nothing unless the renderer did. */
export const showcaseSeed = (index) => `showcase-${String(index + 1).padStart(2, "0")}`;

/** `bench/showcase/<nn>-<slug>-<version>.jpg`, relative to the output folder. */
export const showcaseFileName = (index, slug, versionId) =>
  `${String(index + 1).padStart(2, "0")}-${slug}-${versionId}.jpg`;

/** Every render the showcase makes, brief by brief, in the versions whose photo is available. */
export function showcaseRenders(versions = showcaseVersions) {
  return showcaseBriefs.flatMap((entry, index) =>
    versions.map((version) => ({
      index,
      ...entry,
      version,
      seed: showcaseSeed(index),
      file: showcaseFileName(index, entry.slug, version.id),
    })),
  );
}

/**
 * The JPEGs are saved at 640×360, quality 80 (about 50 kB each): the renderer's own 1280×720 files
 * (quality 88) came to 190 kB each, 9 MB for the 48 of a run, and every regeneration after a renderer
 * change stays in git's history. The contact sheet is what the README shows; the times printed are
 * the full-size renders'.
 */
export const savedWidth = 640;
export const savedQuality = 80;

/** The size a 1280×720 render is saved at. */
export const savedSize = (image) => ({
  width: savedWidth,
  height: Math.round((savedWidth * image.height) / image.width),
});

/** The small caption under each thumbnail on the contact sheet: number, language, topic, choices. */
export const showcaseCaption = (entry, index) =>
  [
    `${String(index + 1).padStart(2, "0")} ${entry.brief.language.toUpperCase()}`,
    entry.brief.niche,
    entry.brief.highlight,
    entry.brief.style,
  ].join(" · ");
