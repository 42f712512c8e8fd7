import { z } from "zod";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;
