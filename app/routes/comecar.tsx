import { readForm } from "~/core/http/read-form.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { normalisePrompt, pendingPromptHeader } from "~/features/accounts/pending-prompt.server";

export function loader() {
  return redirect("/");
}

/**
 * The landing hero's 'Create Thumbnail': keeps whatever was typed as the pending prompt and goes to
 * sign-up. The hero box has no validation (docs/product.md, Landing page): an empty box just goes to sign-up.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const prompt = normalisePrompt(form.get("prompt"));
  return redirect("/cadastro", {
    status: 303,
    headers: { "Set-Cookie": await pendingPromptHeader(request, context.cloudflare.env, prompt) },
  });
}
