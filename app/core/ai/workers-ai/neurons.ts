/**
 * Neurons (Workers AI's unit of cost) from a call's usage, at the catalog's published rates
 * (developers.cloudflare.com/workers-ai/platform/pricing; docs/decisions/028-workers-ai-provider.md).
 * The binding reports tokens, not neurons, so the neurons are this estimate; a model missing here
 * logs its tokens and no neuron figure rather than a wrong one.
 */

/** US dollars per 1,000 neurons on Workers Paid, above the free 10,000 a day. */
export const DOLLARS_PER_1000_NEURONS = 0.011;

/** Neurons per million input and output tokens, per chat or vision model. */
const tokenRates: Record<string, { input: number; output: number }> = {
  "@cf/meta/llama-3.3-70b-instruct-fp8-fast": { input: 26668, output: 204805 },
  "@cf/meta/llama-3.1-70b-instruct-fp8-fast": { input: 26668, output: 204805 },
  "@cf/meta/llama-3.1-8b-instruct-fp8-fast": { input: 4119, output: 34868 },
  "@cf/meta/llama-3.2-11b-vision-instruct": { input: 4410, output: 61493 },
  "@cf/meta/llama-3.2-3b-instruct": { input: 4625, output: 30475 },
  "@cf/meta/llama-3.2-1b-instruct": { input: 2457, output: 18252 },
};

/** Neurons per 512×512 tile and per diffusion step, per image model. */
const imageRates: Record<string, { tile: number; step: number }> = {
  "@cf/black-forest-labs/flux-1-schnell": { tile: 4.8, step: 9.6 },
};

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** A chat or vision call's neurons, or undefined for a model without a published rate here. */
export function tokenNeurons(model: string, usage: TokenUsage): number | undefined {
  const rate = tokenRates[model];
  if (!rate) return undefined;
  return round((usage.promptTokens * rate.input + usage.completionTokens * rate.output) / 1_000_000);
}

/** An image's neurons: its 512×512 tiles (rounded up) and its steps. */
export function imageNeurons(
  model: string,
  image: { width: number; height: number; steps: number },
): number | undefined {
  const rate = imageRates[model];
  if (!rate) return undefined;
  const tiles = Math.ceil(image.width / 512) * Math.ceil(image.height / 512);
  return round(tiles * rate.tile + image.steps * rate.step);
}

/** Dollars for a number of neurons (ignoring the free daily allocation). */
export function neuronDollars(neurons: number): number {
  return (neurons * DOLLARS_PER_1000_NEURONS) / 1000;
}

function round(neurons: number): number {
  return Math.round(neurons * 100) / 100;
}
