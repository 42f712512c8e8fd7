import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { Logo } from "~/ui/site-header";
import { StaticIsland } from "~/ui/static-island";

export const socialNetworks = ["youtube", "instagram", "x"] as const;
type SocialLinks = Record<(typeof socialNetworks)[number], string | null>;

const linkClass = "underline-offset-4 hover:text-foreground hover:underline";

export function SiteFooter({
  year,
  supportEmail,
  social,
}: {
  year: number;
  supportEmail: string;
  social: SocialLinks;
}) {
  const { t } = useTranslation();
  const columns: Array<{
    title: string;
    links: Array<{ label: string; to: string } | { label: string; href: string }>;
  }> = [
    {
      title: t("footer.product"),
      links: [
        { href: "/#como-funciona", label: t("nav.howItWorks") },
        { href: "/#planos", label: t("nav.pricing") },
        { href: "/#exemplos", label: t("footer.examples") },
        { to: "/faq", label: t("nav.faq") },
      ],
    },
    {
      title: t("footer.resources"),
      links: [
        { to: "/api", label: t("footer.api") },
        { to: "/ajuda", label: t("footer.help") },
        { to: "/tutoriais", label: t("footer.tutorials") },
        { to: "/status", label: t("nav.status") },
      ],
    },
    {
      title: t("footer.legal"),
      links: [
        { to: "/termos", label: t("footer.terms") },
        { to: "/privacidade", label: t("footer.privacy") },
        { to: "/cookies", label: t("footer.cookies") },
      ],
    },
  ];
  const socialLinks = socialNetworks.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href, label: t(`footer.${network}`) }] : [];
  });
  return (
    // Links only, on every page: a static island React does not hydrate (docs/decisions/027-less-to-hydrate.md).
    <StaticIsland
      as="footer"
      name="footer"
      contentKey={t("footer.product")}
      className="render-when-near mt-16 border-t border-border bg-muted/40"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 text-sm text-muted-foreground sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link to="/" aria-label={t("nav.home")} className="text-foreground">
            <Logo />
          </Link>
          <p className="mt-3 max-w-sm">{t("footer.tagline")}</p>
          <p className="mt-4">
            <span className="font-semibold text-foreground">{t("footer.contact")}: </span>
            <a className={linkClass} href={`mailto:${supportEmail}`} title={t("footer.supportLabel")}>
              {supportEmail}
            </a>
          </p>
          {socialLinks.length > 0 ? (
            <ul aria-label={t("footer.social")} className="mt-4 flex gap-4">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a className={linkClass} href={link.href} rel="me noopener" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {"to" in link ? (
                    <Link className={linkClass} to={link.to}>
                      {link.label}
                    </Link>
                  ) : (
                    <a className={linkClass} href={link.href}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-border py-6 text-center text-xs text-muted-foreground">
        {t("footer.rights", { year })}
      </p>
    </StaticIsland>
  );
}
