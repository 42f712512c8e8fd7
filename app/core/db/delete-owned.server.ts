import { data } from "@remix-run/cloudflare";
import { redirectAfterPost } from "~/core/http/toast.server";

/**
 * A delete form's answer: `remove` deletes one of the signed-in user's items by id and says
 * whether there was one. Deleted → back to `back` with a success toast. An unknown id and someone
 * else's get the same 404 (nothing was changed); a storage failure a 503. Either way the page
 * re-renders with `{ deleteFailed: true }` and says so.
 */
export async function deleteOwned(
  request: Request,
  env: Env,
  options: {
    remove: () => Promise<boolean>;
    back: string;
    successTitle: string;
    /** For the log, e.g. "dashboard: could not delete a thumbnail". */
    failure: string;
  },
) {
  let status: 404 | 503 = 404;
  try {
    if (await options.remove())
      return redirectAfterPost(request, env, options.back, { type: "success", title: options.successTitle });
  } catch (error) {
    console.error(options.failure, error);
    status = 503;
  }
  return data({ deleteFailed: true as const }, { status });
}
