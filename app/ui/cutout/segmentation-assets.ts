/**
 * Where the browser finds the selfie-segmentation model: the npm package's own files, copied into
 * our client build by vite.config.ts and served from our origin, never from a CDN
 * (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser). The version is in the
 * address because /assets/* is served as immutable (public/_headers): a new model gets a new one.
 */
export const segmentationPackage = "@mediapipe/selfie_segmentation";

/** The installed version (a unit test checks it against node_modules). */
export const segmentationVersion = "0.1.1675465747";

export const segmentationAssetsDirectory = `assets/selfie-segmentation-${segmentationVersion}`;

export const segmentationAssetsBase = `/${segmentationAssetsDirectory}/`;

/**
 * The files the solution asks for with the general model (modelSelection 0): its loader, the graph,
 * the model, and the WASM build with and without SIMD (the loader picks one; Safari before 16.4 has
 * no WASM SIMD). The landscape model and the empty .data file are never requested.
 */
export const segmentationFiles = [
  "selfie_segmentation.js",
  "selfie_segmentation.binarypb",
  "selfie_segmentation.tflite",
  "selfie_segmentation_solution_simd_wasm_bin.js",
  "selfie_segmentation_solution_simd_wasm_bin.wasm",
  "selfie_segmentation_solution_wasm_bin.js",
  "selfie_segmentation_solution_wasm_bin.wasm",
] as const;
