/**
 * Calls a Durable Object once more, with a fresh stub, when the first call fails — a stub breaks when
 * its object is reset by a deploy or moved — except when the runtime says the object is overloaded,
 * where retrying only adds load (Cloudflare's guidance). Callers here are idempotent (a health
 * probe, a "please revalidate" broadcast), so a second attempt is safe.
 */
export async function withDurableRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && (error as { overloaded?: boolean }).overloaded) throw error;
    return call();
  }
}
