import { redirect } from "@remix-run/cloudflare";

/** The landing page of the original product linked /terms-of-service; the terms live at /termos. */
export function loader() {
  return redirect("/termos", 301);
}
