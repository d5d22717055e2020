/** Percentile of an ascending-sorted list (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Summary of latencies in milliseconds. */
export function summariseLatencies(latencies, errors, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    requests: sorted.length,
    errors,
    rps: round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** `connections` clients each sending `request()` back to back for `seconds`; one latency per answered request. */
export async function load({ connections, seconds, request }) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const res = await request();
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - started);
        else errors++;
      } catch (error) {
        if (errors++ === 0) console.error(`first failed request: ${error.cause?.message ?? error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return summariseLatencies(latencies, errors, seconds);
}
