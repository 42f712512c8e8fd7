import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Any path no route claims: a real 404 (status and page), with the attempted path logged. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  console.warn(`404 not found: ${request.method} ${url.pathname}${url.search}`);
  throw new Response("Not Found", { status: 404 });
}

export async function action(args: LoaderFunctionArgs) {
  return loader(args);
}

export default function NotFound() {
  // The root ErrorBoundary renders the not-found page; this component never renders.
  return null;
}
