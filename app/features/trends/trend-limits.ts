/**
 * The trend analysis form's limits, without zod: the page gives them to the browser, which checks
 * first while the schema's code (trend-form.ts) is on its way (app/ui/use-late-zod-form.ts).
 */
export const trendLimits = {
  niche: 100,
  targetAudience: 200,
  contentType: 120,
  goalsField: 1000,
  goalLines: 10,
  competitorsField: 1000,
  competitors: 5,
} as const;
