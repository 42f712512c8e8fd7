import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import { LanguageMenu } from "./language-menu";
import { ThemeToggle } from "./theme-toggle";

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Miniatura
    </span>
  );
}

export function SiteHeader({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={t("nav.home")}>
          <Logo />
        </Link>
        <nav aria-label={t("nav.primary")} className="flex items-center gap-2">
          <LanguageMenu current={language} />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
