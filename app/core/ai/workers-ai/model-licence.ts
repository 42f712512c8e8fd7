/**
 * Llama 3.2 models on Workers AI answer an error (code 5016) until the Cloudflare account agrees to
 * Meta's licence once, by sending `{"prompt": "agree"}` to the model
 * (docs/decisions/028-workers-ai-provider.md). The app never agrees on the operator's behalf; it
 * names the step in its logs.
 */
export function needsModelAgreement(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\b5016\b|not agreed/i.test(message);
}
