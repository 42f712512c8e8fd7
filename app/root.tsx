import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode } from "react";
import { SiteFooter } from "~/ui/site-footer";
import { IconSymbols } from "~/ui/icon-symbols";
import { SiteHeader } from "~/ui/site-header";
import { useSectionLinks } from "~/ui/section-links";
import { Toaster } from "~/ui/toaster";
import { detectLanguage } from "~/core/i18n/config";
import { getLanguage } from "~/core/i18n/i18next.server";
import { loadTranslations } from "~/core/i18n/resources";
import { pageGroupsKey, pickTranslations } from "~/core/i18n/page-groups";
import { TranslationProvider, useTranslation } from "~/core/i18n/use-translation";
import { getSessionUser } from "~/core/auth/session.server";
import { getConfig } from "~/core/env.server";
import { getTheme } from "~/core/http/theme.server";
import { readToast } from "~/core/http/toast.server";
import { useNonce } from "~/core/security/nonce";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // PNG, not the SVG: the browser draws an SVG tab icon through a document of its own, a main-thread
  // task of a few ms on every page load (docs/decisions/029-svg-icons.md).
  { rel: "icon", href: "/favicon-32.png", sizes: "32x32", type: "image/png" },
  { rel: "icon", href: "/favicon-192.png", sizes: "192x192", type: "image/png" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const config = getConfig(env);
  const [language, theme, { toast, setCookie }, user] = await Promise.all([
    getLanguage(request),
    getTheme(request),
    readToast(request, env),
    getSessionUser(request, env),
  ]);
  const translations = pickTranslations(await loadTranslations(language), new URL(request.url));
  return data(
    {
      language,
      theme,
      toast,
      translations,
      user: user ? { name: user.fullName?.trim() || user.email } : null,
      origin: new URL(request.url).origin,
      supportEmail: config.SUPPORT_EMAIL,
      social: {
        youtube: config.SOCIAL_YOUTUBE_URL ?? null,
        instagram: config.SOCIAL_INSTAGRAM_URL ?? null,
        x: config.SOCIAL_X_URL ?? null,
      },
      year: new Date().getUTCFullYear(),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/**
 * The root loader sends only the translations the page needs (app/core/i18n/page-groups.ts), so moving to
 * a page that needs other groups reloads it; otherwise Remix's usual rule applies.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || pageGroupsKey(currentUrl) !== pageGroupsKey(nextUrl);

export const headers: HeadersFunction = () => ({
  // Pages depend on the language and theme cookies and on Accept-Language.
  Vary: "Accept-Language, Cookie",
  "Cache-Control": "private, no-cache",
});

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const language = rootData?.language ?? "en";
  const themeClass = rootData?.theme ?? undefined;
  const page = (
    <html lang={language} className={themeClass} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={themeClass ?? "light dark"} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <IconSymbols />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
  // Rebuilt only when the language or the page's groups change, not with the rest of the loader data.
  return rootData ? (
    <TranslationProvider language={rootData.language} translations={rootData.translations}>
      {page}
    </TranslationProvider>
  ) : (
    page
  );
}

function Shell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { t } = useTranslation();
  useSectionLinks();
  if (!rootData) return <>{children}</>;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-card focus:px-4 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader language={rootData.language} user={rootData.user} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter year={rootData.year} supportEmail={rootData.supportEmail} social={rootData.social} />
      <Toaster toast={rootData.toast} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Shown when the root loader itself failed, so no translations are loaded: both languages inline. */
const fatalCopy = {
  pt: { title: "Algo deu errado", body: "Tente novamente em alguns instantes.", home: "Voltar ao início" },
  en: { title: "Something went wrong", body: "Please try again in a moment.", home: "Return to Home" },
} as const;

/** A page that failed still has a title (its routes' own meta does not run): what went wrong. */
export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  if (!error) return [];
  const errors = data?.translations.errors;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = (notFound ? errors?.notFoundTitle : errors?.genericTitle) ?? fatalCopy.en.title;
  return [{ title: `${title} · Miniatura` }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  if (!rootData) {
    const language = typeof navigator === "undefined" ? "en" : detectLanguage(null, navigator.language);
    const copy = fatalCopy[language];
    console.error(error);
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p className="mt-4 text-muted-foreground">{copy.body}</p>
        <a className="mt-8 inline-block font-semibold text-primary underline" href="/">
          {copy.home}
        </a>
      </main>
    );
  }
  return (
    <Shell>
      <RouteErrorContent error={error} />
    </Shell>
  );
}

function RouteErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-primary" aria-hidden="true">
        {notFound ? "404" : isRouteErrorResponse(error) ? error.status : "500"}
      </p>
      <h1 className="mt-4 text-3xl font-bold">
        {notFound ? t("errors.notFoundTitle") : t("errors.genericTitle")}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {notFound ? t("errors.notFoundBody", { path: location.pathname }) : t("errors.genericBody")}
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90"
      >
        {t("errors.returnHome")}
      </Link>
    </section>
  );
}
