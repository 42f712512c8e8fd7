/** The settings tabs (each a route under /configuracoes) and the lists the tabs render from keys. */
export const settingsTabs = [
  { to: "/configuracoes/perfil", key: "profile" },
  { to: "/configuracoes/seguranca", key: "security" },
  { to: "/configuracoes/youtube", key: "youtube" },
  { to: "/configuracoes/afiliados", key: "affiliates" },
  { to: "/configuracoes/api", key: "api" },
] as const;

/** The YouTube API key guide: five steps (docs/product.md, Settings). */
export const youtubeGuideSteps = ["step1", "step2", "step3", "step4", "step5"] as const;

/** The referral panel's three statistics (docs/product.md, Referral programme). */
export const referralStatKeys = ["total", "pending", "earned"] as const;

/** The API keys list's columns, in order (their headings are keys under settings.api). */
export const apiKeyColumns = [
  "columnName",
  "columnKey",
  "columnCreated",
  "columnLastUsed",
  "columnStatus",
] as const;
