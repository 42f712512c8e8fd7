import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loader as rootLoader } from "~/root";

const toolKeys = ["expert", "trends", "channel", "upscale", "compress", "video"] as const;

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data;
  const copy = root?.translations.meta;
  return copy
    ? [{ title: copy.title }, { name: "description", content: copy.description }]
    : [{ title: "Miniatura" }];
};

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("home.eyebrow")}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">{t("home.title")}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t("home.lead")}</p>
      </section>
      <section aria-labelledby="tools-title" className="pb-8">
        <h2 id="tools-title" className="text-2xl font-bold">
          {t("home.toolsTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {toolKeys.map((key) => (
            <li key={key} className="rounded-lg border border-border bg-card p-5">
              {t(`home.tools.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/status" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t("home.statusLink")}
          </Link>
        </p>
      </section>
    </div>
  );
}
