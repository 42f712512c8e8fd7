/**
 * What one usage figure on the dashboard means, in words (docs/product.md, Usage and allowance): the
 * one reading of "used" against "limit" that the dashboard's bars, its phone strip and their tests
 * share. Pure, so the server's HTML and the hydrated page say the same thing.
 *
 * - Within the allowance: "1 of 3", a bar filled to the share used.
 * - Over it: a generation may take the AI credits past the allowance, and after a downgrade earlier
 *   usage counts against the smaller plan until the period ends (issue 29: never a bare "50 of 30"
 *   or "4 of 3"). The figure says what is beyond the plan and when the count starts again.
 * - Only the thumbnails and the credits gate generations and the AI tools, so only they can warn:
 *   the trend analyses' bar is never drawn in the warning colour.
 */
export type MeterKind = "thumbnails" | "credits" | "trends";

export type MeterState = "within" | "over" | "unlimited";

/** The translation keys of each meter's sentence (dashboard.meter.* in the locales). */
export const meterKeys = {
  thumbnails: {
    within: "dashboard.meter.thumbnailsWithin",
    over: "dashboard.meter.thumbnailsOver",
    overNote: "dashboard.meter.downgradeNote",
  },
  credits: {
    within: "dashboard.meter.creditsWithin",
    over: "dashboard.meter.creditsOver",
    overNote: "dashboard.meter.creditsNote",
  },
  trends: {
    within: "dashboard.meter.trendsWithin",
    over: "dashboard.meter.trendsOver",
    overNote: "dashboard.meter.downgradeNote",
    unlimited: "dashboard.meter.trendsUnlimited",
  },
} as const;

type MeterKeys = (typeof meterKeys)[MeterKind];
type SentenceKey = MeterKeys["within"] | MeterKeys["over"] | (typeof meterKeys)["trends"]["unlimited"];
type NoteKey = MeterKeys["overNote"];

/** The phone strip's short figures (dashboard.strip.*). */
export const stripKeys = { within: "dashboard.strip.within", over: "dashboard.strip.over" } as const;

export interface UsageMeter {
  kind: MeterKind;
  state: MeterState;
  used: number;
  /** -1 = unlimited. */
  limit: number;
  /** Usage beyond the plan's allowance (0 within it). */
  over: number;
  /** How much of the bar is filled, 0–100 (100 once the allowance is used up). */
  percent: number;
  /** Of a filled bar over the allowance, the share that is the plan's own (the rest is "beyond"). */
  planPercent: number;
  /** Drawn in the warning colour: thumbnails or credits at 80% of the allowance or more. */
  warning: boolean;
  /** The sentence's key and its values (pass `date` for the notes' period end). */
  key: SentenceKey;
  /** A second sentence saying why the figure is over the allowance; null within it. */
  noteKey: NoteKey | null;
}

const warnsAt = 80;

export function usageMeter(kind: MeterKind, used: number, limit: number): UsageMeter {
  const keys = meterKeys[kind];
  if (limit < 0) {
    return {
      kind,
      state: "unlimited",
      used,
      limit,
      over: 0,
      percent: 0,
      planPercent: 0,
      warning: false,
      key: "unlimited" in keys ? keys.unlimited : keys.within,
      noteKey: null,
    };
  }
  const canWarn = kind !== "trends";
  if (used > limit) {
    return {
      kind,
      state: "over",
      used,
      limit,
      over: used - limit,
      percent: 100,
      planPercent: Math.round((limit / used) * 100),
      warning: canWarn,
      key: keys.over,
      noteKey: keys.overNote,
    };
  }
  const percent = limit === 0 ? 100 : Math.round((used / limit) * 100);
  return {
    kind,
    state: "within",
    used,
    limit,
    over: 0,
    percent,
    planPercent: percent,
    warning: canWarn && percent >= warnsAt,
    key: keys.within,
    noteKey: null,
  };
}

/**
 * When this usage period ends and the counters start again: a month after it began, as the
 * metering's SQL reads it (`'+1 month'`, which rolls Jan 31 over to early March as Date does).
 */
export function usagePeriodEnd(periodStart: number): number {
  const end = new Date(periodStart);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end.getTime();
}
