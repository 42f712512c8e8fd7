/** The public pages search engines should index, listed in sitemap.xml in both languages. */
export const publicPages = [
  "/",
  "/faq",
  "/termos",
  "/privacidade",
  "/cookies",
  "/ajuda",
  "/tutoriais",
  "/api",
  "/status",
] as const;

/** Signed-in areas and endpoints that robots should skip. */
export const privatePrefixes = [
  "/dashboard",
  "/configuracoes",
  "/assinatura",
  "/gerar",
  "/templates",
  "/thumbnail-expert",
  "/preferencias/",
  "/dev/",
  "/live",
  "/comecar",
  "/sair",
  "/auth/",
  "/confirmar-email",
] as const;
