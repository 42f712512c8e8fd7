/**
 * The API keys' limits, without zod: the settings page gives the name's length to the browser, which
 * checks first while the schema's code (api-key-form.ts) is on its way (app/ui/use-late-zod-form.ts).
 */
export const apiKeyLimits = {
  name: 60,
  /** Active keys one creator may hold at once (revoked keys do not count). */
  activeKeys: 10,
} as const;
