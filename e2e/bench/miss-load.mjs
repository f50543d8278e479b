// The misses of flood.mjs's machine figure, in a process of its own (the bench's process is the supervisor
// and must stay idle): `connections` clients ask for one page as fast as it is answered, each request with a
// cookie of its own, which the page cache never answers, so every answer is a render (issue 44 decision 2).
// Two seconds of warm-up, then `seconds` measured. Prints the renders per second (200s only) and the latency.
//   node miss-load.mjs <origin> <host> <path> <connections> <seconds>
import autocannon from 'autocannon';

const [origin, host, pagePath, connections, seconds] = process.argv.slice(2);
let counter = 0;
const options = {
  url: origin,
  connections: Number(connections),
  headers: { host, accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (keepsake bench)' },
  requests: [
    { setupRequest: (request) => ({ ...request, path: pagePath, headers: { ...request.headers, cookie: `bench-miss=${(counter += 1)}-${process.pid}` } }) },
  ],
};
await autocannon({ ...options, duration: 2 });
// The warm-up's last requests are abandoned, not cancelled: their renders (4 running, 16 queued) are let end
// before the measured run, whose first requests would otherwise meet a full queue and be refused (ADR 123: a
// shell whose main thread reads requests while it renders sees that queue at once).
await new Promise((resolve) => setTimeout(resolve, 1_500));
const result = await autocannon({ ...options, duration: Number(seconds) });
process.stdout.write(
  JSON.stringify({
    rendersPerSecond: Math.round(result['2xx'] / Number(seconds)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
