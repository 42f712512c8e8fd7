import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import {
  referralLink,
  referralPurchaseBonusCredits,
  referralSignupBonusCredits,
} from "~/features/accounts/referral";
import { requireUser } from "~/core/auth/session.server";
import { CopyField } from "~/ui/copy-field";
import { ensureReferralCode, getProfile, referralStats } from "~/features/settings/profile.server";
import { referralStatKeys } from "~/features/settings/tabs";
import { numberFormat } from "~/core/i18n/formatters";
import { getLanguage } from "~/core/i18n/i18next.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const profile = await getProfile(env, user.id);
  const code = await ensureReferralCode(env, user.id, profile?.referralCode ?? null).catch((error) => {
    // docs/product.md, Referral programme: referral failures are only logged; the panel says the
    // programme is not available yet.
    console.error("settings: referral code", error);
    return null;
  });
  const stats = await referralStats(env, user.id).catch((error) => {
    console.error("settings: referral stats", error);
    return { total: 0, pending: 0, creditsEarned: 0 };
  });
  // The figures as the page shows them ("1.234"), formatted here: the browser builds no Intl
  // formatter while it hydrates (docs/decisions/027-less-to-hydrate.md).
  const number = numberFormat(await getLanguage(request));
  const figures = { total: stats.total, pending: stats.pending, earned: stats.creditsEarned };
  const shown = Object.fromEntries(
    referralStatKeys.map((key) => [key, number.format(figures[key])]),
  ) as Record<(typeof referralStatKeys)[number], string>;
  return { code, link: code ? referralLink(new URL(request.url).origin, code) : null, shown };
}

export default function AffiliatesTab() {
  const { code, link, shown } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const bonus = { signup: referralSignupBonusCredits, purchase: referralPurchaseBonusCredits };
  return (
    <section aria-labelledby="affiliates-title" className="space-y-6">
      <h2 id="affiliates-title" className="text-xl font-bold">
        {t("settings.affiliates.title")}
      </h2>
      {code && link ? (
        <>
          <div className="max-w-xl space-y-2">
            <CopyField
              id="referral-code"
              label={t("settings.affiliates.code")}
              value={code}
              copiedMessage={t("settings.affiliates.codeCopied")}
            />
            <CopyField
              id="referral-link"
              label={t("settings.affiliates.link")}
              value={link}
              copiedMessage={t("settings.affiliates.linkCopied")}
            />
          </div>
          <div>
            <h3 className="font-bold">{t("settings.affiliates.howTitle")}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-6">
              <li>{t("settings.affiliates.how1")}</li>
              <li>{t("settings.affiliates.how2", bonus)}</li>
              <li>{t("settings.affiliates.how3", bonus)}</li>
            </ol>
          </div>
          <dl className="grid gap-4 sm:grid-cols-3">
            {referralStatKeys.map((key) => (
              <div key={key} className="rounded-xl border border-border p-4">
                <dt className="text-sm text-muted-foreground">{t(`settings.affiliates.${key}`)}</dt>
                <dd className="mt-1 text-3xl font-black" data-testid={`referral-${key}`}>
                  {shown[key]}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p>{t("settings.affiliates.unavailable")}</p>
      )}
    </section>
  );
}
