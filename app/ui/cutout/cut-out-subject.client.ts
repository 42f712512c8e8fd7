import { judgeMask, segmentationSize, softAlpha, subjectBox, withMargin } from "~/ui/cutout/cutout-mask";
import { segmentationAssetsBase } from "~/ui/cutout/segmentation-assets";

/**
 * Cuts the person out of a photo in the browser, so the phone does the work and the Worker only
 * stores a PNG (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser). This
 * module is imported only when a creator chooses a photo; it loads MediaPipe's selfie segmentation
 * from our own assets, runs it on the photo shrunk to 1024 px, and returns the person on a
 * transparent background, cropped to them with a margin. It returns null (keep the photo as it is)
 * when the mask shows no clear person, and throws when the model cannot run.
 */

interface SegmentationResults {
  segmentationMask: CanvasImageSource;
}

interface SelfieSegmentationSolution {
  setOptions(options: { modelSelection?: number; selfieMode?: boolean }): void;
  onResults(listener: (results: SegmentationResults) => void): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLCanvasElement }): Promise<void>;
}

type SolutionConstructor = new (config: {
  locateFile: (file: string) => string;
}) => SelfieSegmentationSolution;

/** The mask's confidence, one byte a pixel, at the size of the picture sent. */
type Segment = (image: HTMLCanvasElement) => Promise<Uint8ClampedArray>;

let segmenter: Promise<Segment> | null = null;

function loadScript(src: string) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(script);
  });
}

async function createSegmenter(): Promise<Segment> {
  const scope = window as unknown as { SelfieSegmentation?: SolutionConstructor };
  // The package's loader is a classic script that defines a global; served from our own assets.
  if (!scope.SelfieSegmentation) await loadScript(`${segmentationAssetsBase}selfie_segmentation.js`);
  const Solution = scope.SelfieSegmentation;
  if (!Solution) throw new Error("selfie segmentation did not load");
  const solution = new Solution({ locateFile: (file) => `${segmentationAssetsBase}${file}` });
  solution.setOptions({ modelSelection: 0, selfieMode: false });
  let deliver: ((results: SegmentationResults) => void) | null = null;
  solution.onResults((results) => deliver?.(results));
  await solution.initialize();
  return async (image) => {
    const reading = new Promise<Uint8ClampedArray>((resolve, reject) => {
      // The mask lives in the solution's WebGL canvas only while this callback runs: copy it now.
      deliver = (results) => {
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) return reject(new Error("no 2D canvas"));
        context.drawImage(results.segmentationMask, 0, 0, image.width, image.height);
        const rgba = context.getImageData(0, 0, image.width, image.height).data;
        // The confidence is in the mask's alpha channel.
        const confidence = new Uint8ClampedArray(image.width * image.height);
        for (let i = 0; i < confidence.length; i += 1) confidence[i] = rgba[i * 4 + 3]!;
        resolve(confidence);
      };
    });
    await solution.send({ image });
    return reading;
  };
}

/** Photos smaller than this on a side are not worth cutting (an icon, a test pixel). */
const minSide = 64;

export async function cutOutSubject(file: File): Promise<File | null> {
  const bitmap = await createImageBitmap(file);
  try {
    if (Math.min(bitmap.width, bitmap.height) < minSide) return null;
    const { width, height } = segmentationSize(bitmap.width, bitmap.height);
    const photo = document.createElement("canvas");
    photo.width = width;
    photo.height = height;
    const context = photo.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(bitmap, 0, 0, width, height);

    segmenter ??= createSegmenter().catch((error: unknown) => {
      segmenter = null;
      throw error;
    });
    const confidence = await (await segmenter)(photo);
    if (!judgeMask(confidence).usable) return null;
    const found = subjectBox(confidence, width, height);
    if (!found) return null;

    const pixels = context.getImageData(0, 0, width, height);
    for (let i = 0; i < confidence.length; i += 1) pixels.data[i * 4 + 3] = softAlpha(confidence[i]!);
    context.putImageData(pixels, 0, 0);
    const box = withMargin(found, width, height);
    const cut = document.createElement("canvas");
    cut.width = box.width;
    cut.height = box.height;
    cut.getContext("2d")?.drawImage(photo, -box.x, -box.y);
    const blob = await new Promise<Blob | null>((resolve) => cut.toBlob(resolve, "image/png"));
    if (!blob) throw new Error("the browser could not encode a PNG");
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "photo"}-cutout.png`, {
      type: "image/png",
    });
  } finally {
    bitmap.close();
  }
}
