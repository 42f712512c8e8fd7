/**
 * The two translation files must agree, and every key the pages ask for must exist: a missing key
 * renders as its raw path ("status.jobTitle") in front of the user.
 */
import { apiErrorCodes } from "~/features/api/schemas";
import { aiProviderNames, aiTasks } from "~/core/ai/ai-provider-choice";
import { videoStages } from "~/features/video/components/video-progress";
import { conversationActions } from "~/features/expert/chat-schemas";
import { generatorSteps } from "~/features/generator/components/generator-steps";
import { documentPositions } from "~/engines/render/thumbnail-document";
import { subScoreIds } from "~/engines/score/thumbnail-score";
import { scoreBands } from "~/features/score/score-result";
import { templateColours, templateNiches } from "~/engines/render/templates";
import { templateTiers } from "~/features/templates/template-filters";
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jobStatuses, jobTypes } from "~/core/db/schema";
import { feedbackTypes } from "~/core/db/feedback-types";
import { supportedLanguages } from "~/core/i18n/config";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { socialNetworks } from "~/ui/site-footer";
import { healthCheckNames } from "~/core/http/health";
import { pingRefusals } from "~/features/status/ping-brakes.server";
import { endedEmailKeys } from "~/features/billing/period-end.server";
import { billingPeriods } from "~/core/plans/billing-periods";
import { apiKeyColumns, referralStatKeys, settingsTabs, youtubeGuideSteps } from "~/features/settings/tabs";

type Tree = { [key: string]: string | Tree };

/** Every leaf of a translation tree, by dotted path. Non-string leaves are reported as such. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [p, v] of flatten(value, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const variables = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

const locales = { pt: flatten(pt as Tree), en: flatten(en as Tree) };

describe("pt and en translations", () => {
  it("have exactly the same key paths", () => {
    const ptKeys = [...locales.pt.keys()].sort();
    const enKeys = [...locales.en.keys()].sort();
    expect(
      ptKeys.filter((k) => !locales.en.has(k)),
      "keys only in pt.ts",
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !locales.pt.has(k)),
      "keys only in en.ts",
    ).toEqual([]);
    expect(ptKeys.length).toBeGreaterThan(20);
  });

  it.each(supportedLanguages)("%s: every value is a non-empty string", (language) => {
    const bad = [...locales[language]]
      .filter(([, v]) => typeof v !== "string" || v.trim() === "")
      .map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it("use the same {{interpolation}} variables per key", () => {
    const mismatched = [...locales.pt.keys()]
      .filter(
        (key) =>
          JSON.stringify(variables(locales.pt.get(key))) !== JSON.stringify(variables(locales.en.get(key))),
      )
      .map((key) => `${key}: pt ${variables(locales.pt.get(key))} / en ${variables(locales.en.get(key))}`);
    expect(mismatched).toEqual([]);
  });

  it("have no broken interpolation braces", () => {
    for (const language of supportedLanguages) {
      for (const [key, value] of locales[language]) {
        const text = String(value).replace(/\{\{\s*[\w.-]+\s*(?:,[^}]*)?\}\}/g, "");
        expect(/[{}]/.test(text), `${language} ${key}: ${String(value)}`).toBe(false);
      }
    }
  });

  it("English 404 page says 'Oops! Page not found' and 'Return to Home'", () => {
    expect(en.errors.notFoundTitle).toBe("Oops! Page not found");
    expect(en.errors.returnHome).toBe("Return to Home");
    expect(variables(en.errors.notFoundBody)).toEqual(["path"]);
  });

  it("Portuguese is really Portuguese, not an English copy", () => {
    expect(pt.errors.notFoundTitle).not.toBe(en.errors.notFoundTitle);
    const same = [...locales.pt].filter(([k, v]) => locales.en.get(k) === v).map(([k]) => k);
    // A few strings are legitimately identical ("Status", the language names).
    expect(same.length / locales.pt.size).toBeLessThan(0.15);
  });

  it("each language names itself in its own language in both files", () => {
    for (const locale of [pt, en]) {
      expect(locale.language.pt).toBe("Português");
      expect(locale.language.en).toBe("English");
    }
  });
});

describe("every translation key used in app/ exists", () => {
  const appDir = new URL("../../app/", import.meta.url);
  const sources = (readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(new URL(file, appDir), "utf8") }));

  const literalUses = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/\bt\(\s*(["'])([^"'`\n]+)\1/g)].map((m) => ({ file, key: m[2]! })),
  );
  const templateUses = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/\bt\(\s*`([^`]*)`/g)].map((m) => ({ file, template: m[1]! })),
  );

  // The pricing section's guarantees are a module-private list: read it from the source.
  const pricingSource =
    sources.find((s) => s.file.replace(/\\/g, "/") === "features/billing/components/pricing-section.tsx")
      ?.text ?? "";
  const guaranteeKeys = [
    ...(/\(\[([^\]]*)\] as const\)\.map\(\(key\)/.exec(pricingSource)?.[1] ?? "").matchAll(/"([^"]+)"/g),
  ].map((m) => m[1]!);

  /** Every template-literal key in app/ and the values its placeholder can take. */
  /** A key is a string, or a plural (i18next picks `_one` or `_other` from `count`): both forms then exist. */
  const resolves = (strings: Map<string, unknown>, key: string) =>
    typeof strings.get(key) === "string" ||
    (typeof strings.get(`${key}_one`) === "string" && typeof strings.get(`${key}_other`) === "string");

  const knownTemplates: Record<string, readonly string[]> = {
    "language.${language}": supportedLanguages,
    "pricing.${period}": billingPeriods,
    "pricing.${key}Title": guaranteeKeys,
    "pricing.${key}Body": guaranteeKeys,
    "footer.${network}": socialNetworks,
    "status.checks.${name}": healthCheckNames,
    "status.ai.tasks.${task}": aiTasks,
    "status.ai.providers.${aiProviders[task]}": aiProviderNames,
    "status.pingRefused.${refused}": pingRefusals,
    "billing.refund.email.${key}Body": Object.values(endedEmailKeys),
    "billing.refund.email.${key}Subject": Object.values(endedEmailKeys),
    "status.jobStates.${job.status}": jobStatuses,
    "settings.tabs.${tab.key}": settingsTabs.map((tab) => tab.key),
    "settings.youtube.${step}": youtubeGuideSteps,
    "feedback.types.${feedback.type}": feedbackTypes,
    "feedback.types.${type}": feedbackTypes,
    "feedback.types.${item.type}": feedbackTypes,
    "dashboard.admin.jobTypes.${job.type as JobType}": jobTypes,
    "status.jobStates.${job.status as JobStatus}": jobStatuses,
    "settings.affiliates.${key}": referralStatKeys,
    "expert.${action}": conversationActions,
    "expert.${action}For": conversationActions,
    "generator.steps.${step}": generatorSteps,
    "editor.positions.${position}": documentPositions,
    "video.${stage}": videoStages,
    "api.errors.${code}": apiErrorCodes,
    "settings.api.${column}": apiKeyColumns,
    "scorePanel.bands.${band}": scoreBands,
    "scorePanel.bands.${scoreBand(sub.score)}": scoreBands,
    "score.names.${sub.id}": subScoreIds,
    "score.measured.${sub.id}": subScoreIds,
    "templates.page.tiers.${tier}": templateTiers,
    "templates.niches.${niche}": templateNiches,
    "templates.colours.${colour}": templateColours,
  };

  it("finds the pages' keys (the scan itself works)", () => {
    expect(literalUses.length).toBeGreaterThan(30);
    expect(literalUses.map((u) => u.key)).toContain("errors.notFoundTitle");
    expect(guaranteeKeys).toEqual(["refund", "upgrade", "cancel"]);
  });

  it.each(supportedLanguages)('every literal t("…") key resolves to a string in %s', (language) => {
    const missing = literalUses
      .filter(({ key }) => !resolves(locales[language], key))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it("every template-literal t(`…`) key is one this test knows how to expand", () => {
    const unknown = templateUses.filter(({ template }) => !(template in knownTemplates));
    expect(unknown, "add the new template and its values to knownTemplates").toEqual([]);
    expect(templateUses.length).toBeGreaterThan(0);
  });

  it.each(supportedLanguages)("every expansion of a template-literal key exists in %s", (language) => {
    const missing: string[] = [];
    for (const { template } of templateUses) {
      for (const value of knownTemplates[template] ?? []) {
        const key = template.replace(/\$\{[^}]*\}/, value);
        if (typeof locales[language].get(key) !== "string") missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});
