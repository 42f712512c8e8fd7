/**
 * Development only: sample thumbnails for an empty local dashboard, made by a job like the real
 * generation will be (JPEG to R2, rows to D1, the user's open pages told). The picture is a gradient
 * with the title drawn by photon's text renderer; the expert's renderer replaces it in real use.
 */
import type * as Photon from "@cf-wasm/photon";
import type { NewThumbnail } from "~/core/thumbnails/thumbnail-store.server";

type PhotonModule = Pick<typeof Photon, "PhotonImage" | "draw_text_with_border">;

export const sampleTitles = {
  pt: [
    ["Bolo em 10 minutos", "culinária"],
    ["Setup gamer barato", "games"],
    ["Lisboa em 3 dias", "viagem"],
    ["Finanças sem planilha", "finanças"],
    ["Treino de 15 minutos", "fitness"],
    ["Violão do zero", "música"],
  ],
  en: [
    ["10-minute cake", "cooking"],
    ["Budget gaming setup", "gaming"],
    ["Lisbon in 3 days", "travel"],
    ["Money without spreadsheets", "finance"],
    ["15-minute workout", "fitness"],
    ["Guitar from scratch", "music"],
  ],
} as const;

const palettes: [number, number, number][][] = [
  [
    [255, 122, 24],
    [120, 30, 10],
  ],
  [
    [90, 40, 220],
    [10, 10, 40],
  ],
  [
    [20, 160, 200],
    [10, 40, 90],
  ],
  [
    [30, 170, 90],
    [10, 50, 30],
  ],
  [
    [230, 40, 90],
    [60, 10, 40],
  ],
  [
    [240, 190, 40],
    [120, 60, 10],
  ],
];

export const sampleSize = { width: 1280, height: 720 } as const;

/** One 1280×720 JPEG: a diagonal gradient and the title in white with a dark border. */
export function renderSample(photon: PhotonModule, title: string, index: number): Uint8Array {
  const { width, height } = sampleSize;
  const [from, to] = palettes[index % palettes.length]!;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const i = (y * width + x) * 4;
      pixels[i] = from![0] + (to![0] - from![0]) * t;
      pixels[i + 1] = from![1] + (to![1] - from![1]) * t;
      pixels[i + 2] = from![2] + (to![2] - from![2]) * t;
      pixels[i + 3] = 255;
    }
  }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    photon.draw_text_with_border(image, title.toUpperCase(), 64, 260, 110);
    return image.get_bytes_jpeg(85);
  } finally {
    image.free();
  }
}

/** `count` samples in the user's language, ids derived from the job so a retry makes the same ones. */
export function sampleThumbnails(
  photon: PhotonModule,
  { jobId, count, language, offset }: { jobId: string; count: number; language: "pt" | "en"; offset: number },
): NewThumbnail[] {
  const titles = sampleTitles[language];
  return Array.from({ length: count }, (_, variant) => {
    const index = offset + variant;
    const [title, niche] = titles[index % titles.length]!;
    return {
      id: crypto.randomUUID(),
      title,
      niche,
      jpeg: renderSample(photon, title, index),
      jobId,
      variant,
    };
  });
}
