// API latency as a browser sees it through the shell's /api proxy: p50/p95 over sequential requests.
export async function measureApi(baseUrl, calls, { warmup = 20, samples = 200 } = {}) {
  const results = [];
  for (const { name, path, headers = {} } of calls) {
    const timings = [];
    for (let i = 0; i < warmup + samples; i += 1) {
      const started = performance.now();
      const response = await fetch(baseUrl + path, { headers: { Accept: 'application/json', 'X-Host': 'localhost', ...headers } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      if (i >= warmup) timings.push(performance.now() - started);
    }
    results.push({ name, samples, ...percentiles(timings) });
  }
  return results;
}

export function percentiles(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50Ms: Number(at(50).toFixed(2)), p95Ms: Number(at(95).toFixed(2)) };
}
