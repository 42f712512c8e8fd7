import { describe, expect, it } from "vitest";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { createT } from "~/core/i18n/translate";
import { meterKeys, stripKeys, usageMeter, usagePeriodEnd, type UsageMeter } from "~/core/usage/usage-meter";

const t = { pt: createT("pt", pt), en: createT("en", en) };
type Language = keyof typeof t;

/** The sentence and note a creator reads for a meter (the note's date as the dashboard passes it). */
function read(language: Language, meter: UsageMeter, date = "25/12/2026") {
  const sentence = t[language](meter.key, { used: meter.used, limit: meter.limit, over: meter.over });
  const note = meter.noteKey ? t[language](meter.noteKey, { date }) : null;
  return { sentence, note };
}

describe("usage meters say what their figures mean (issue 29)", () => {
  it("a Free account after one generation: 50 credits read as 30 from the plan + 20 beyond, not '50 of 30'", () => {
    const credits = usageMeter("credits", 50, 30);
    expect(credits).toMatchObject({ state: "over", over: 20, percent: 100, planPercent: 60, warning: true });
    expect(read("pt", credits).sentence).toBe(
      "Créditos de IA deste mês: 50 usados (30 do plano + 20 além do plano)",
    );
    expect(read("en", credits).sentence).toBe(
      "AI credits this month: 50 used (30 from your plan + 20 beyond it)",
    );
    expect(read("pt", credits).note).toContain("em 25/12/2026");
    expect(read("en", credits).note).toContain("on 25/12/2026");
    for (const language of ["pt", "en"] as const)
      expect(read(language, credits).sentence).not.toMatch(/50 (de|of) 30/);
  });

  it("after a downgrade, 4 thumbnails on a plan of 3 explain that earlier usage counts until the period ends", () => {
    const thumbnails = usageMeter("thumbnails", 4, 3);
    expect(thumbnails).toMatchObject({ state: "over", over: 1, percent: 100, warning: true });
    expect(read("pt", thumbnails)).toEqual({
      sentence: "Thumbnails deste mês: 4 usadas; o plano atual inclui 3",
      note: "O que você usou antes de mudar de plano conta até o fim do período, em 25/12/2026; depois a contagem recomeça.",
    });
    expect(read("en", thumbnails)).toEqual({
      sentence: "Thumbnails this month: 4 used; your current plan includes 3",
      note: "What you used before changing plans counts until the period ends on 25/12/2026; then the count starts again.",
    });
  });

  it("within the allowance: 'this month' and 'N of M', a bar filled to the share used", () => {
    const thumbnails = usageMeter("thumbnails", 1, 3);
    expect(thumbnails).toMatchObject({ state: "within", percent: 33, warning: false, noteKey: null });
    expect(read("pt", thumbnails).sentence).toBe("Thumbnails deste mês: 1 de 3");
    expect(read("en", thumbnails).sentence).toBe("Thumbnails this month: 1 of 3");
    expect(usageMeter("credits", 24, 30)).toMatchObject({ percent: 80, warning: true });
    expect(usageMeter("credits", 23, 30)).toMatchObject({ percent: 77, warning: false });
  });

  it("only thumbnails and credits warn: the trend bar never turns red, full or over", () => {
    expect(usageMeter("trends", 1, 1)).toMatchObject({ percent: 100, warning: false });
    expect(usageMeter("trends", 3, 1)).toMatchObject({ state: "over", warning: false });
    expect(usageMeter("thumbnails", 3, 3)).toMatchObject({ percent: 100, warning: true });
    expect(usageMeter("credits", 30, 30)).toMatchObject({ percent: 100, warning: true });
  });

  it("an unlimited quota reads as such, with no bar to fill", () => {
    const trends = usageMeter("trends", 7, -1);
    expect(trends).toMatchObject({ state: "unlimited", warning: false });
    expect(read("pt", trends).sentence).toBe("Análises de tendências deste mês: 7 (ilimitadas)");
    expect(read("en", trends).sentence).toBe("Trend analyses this month: 7 (unlimited)");
  });

  it("the phone strip's short figures keep the same meaning", () => {
    expect(t.pt(stripKeys.over, { used: 50, limit: 30, over: 20 })).toBe("50 (20 além do plano)");
    expect(t.en(stripKeys.within, { used: 1, limit: 3, over: 0 })).toBe("1 of 3");
  });

  it("every meter key exists in both languages", () => {
    const keys = [...Object.values(meterKeys).flatMap((k) => Object.values(k)), ...Object.values(stripKeys)];
    for (const language of ["pt", "en"] as const)
      for (const key of keys)
        expect(t[language](key, { used: 1, limit: 2, over: 0, date: "x" })).not.toBe(key);
  });

  it("the period ends a month after it began, as the metering's SQL counts it", () => {
    expect(new Date(usagePeriodEnd(Date.UTC(2026, 10, 25, 12))).toISOString()).toBe(
      "2026-12-25T12:00:00.000Z",
    );
    expect(new Date(usagePeriodEnd(Date.UTC(2026, 0, 31))).toISOString()).toBe("2026-03-03T00:00:00.000Z");
  });
});
