import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { settingsTabs } from "~/features/settings/tabs";
import { Icon } from "~/ui/icon";

/** Signed-out visitors go to /login and come back here afterwards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return null;
}

/** Settings: four tabs, each its own route, so each works (and can be linked) without JavaScript. */
export default function Settings() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/dashboard" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
        <Icon name="arrow-left" /> {t("settings.backToDashboard")}
      </Link>
      <h1 className="mt-4 text-3xl font-black tracking-tight">{t("settings.title")}</h1>
      <nav aria-label={t("settings.tabs.label")} className="mt-6 overflow-x-auto border-b border-border">
        <ul className="flex gap-1">
          {settingsTabs.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  `inline-block whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
                    isActive
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground"
                  }`
                }
              >
                {t(`settings.tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "settings");
