/** Where each AI tool lives; the same in both languages (landing cards, help, dashboard sidebar). */
export const toolRoutes = {
  expert: "/thumbnail-expert",
  generator: "/gerar",
  trends: "/analise-tendencias",
  channel: "/analise-canal",
  video: "/video-analysis",
  upscale: "/image-upscale",
  compress: "/image-compress",
} as const;
export type ToolId = keyof typeof toolRoutes;
