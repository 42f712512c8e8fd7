import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/core/http/not-found.server";

function logNotFound(request: Request) {
  const url = new URL(request.url);
  console.warn(`404 not found: ${request.method} ${url.pathname}${url.search}`);
}

/** Any path no route claims: a real 404 (status and page), with the attempted path logged. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (request.method === "GET" || request.method === "HEAD") logNotFound(request);
  notFound();
}

/** A form posted to an unknown path: answered 404; the loader then renders the not-found page. */
export async function action({ request }: LoaderFunctionArgs) {
  logNotFound(request);
  return data(null, { status: 404 });
}

export default function NotFound() {
  // The root ErrorBoundary renders the not-found page; this component never renders.
  return null;
}
