// Server-side rendering throughput on the local workerd: autocannon against 127.0.0.1 only, for a
// bounded time and a fixed number of connections; p95 from every response's own time.
import autocannon from "autocannon";

export async function ssrThroughput(url, { seconds, connections, headers = {} }) {
  const times = [];
  const instance = autocannon({ url, duration: seconds, connections, headers });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50: at(0.5),
    p95: at(0.95),
    total: result.requests.total,
    errors: result.errors + result.timeouts,
  };
}
