// The visitor of flood.mjs, in a process of its own (the flood's 500 connections keep the bench's own
// process busy; its clock would be measured, not the shell's): asks for one URL, one request at a time on a
// fresh connection, for `seconds`, and prints each answer's time, status and cache header as JSON.
//   node flood-sampler.mjs <url> <host> <seconds>
import http from 'node:http';

const [url, host, seconds] = process.argv.slice(2);
const headers = { host, accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (keepsake bench)' };

function timedGet() {
  const started = performance.now();
  const at = Math.round(started);
  return new Promise((resolve) => {
    http
      .get(url, { agent: false, headers, timeout: 30_000 }, (response) => {
        response
          .resume()
          .on('end', () =>
            resolve({ at, ms: performance.now() - started, status: response.statusCode, cache: response.headers['x-keepsake-page-cache'] ?? null }),
          );
      })
      .on('error', () => resolve({ at, ms: performance.now() - started, status: 0, cache: null }));
  });
}

const samples = [];
const until = Date.now() + Number(seconds) * 1000;
while (Date.now() < until) {
  samples.push(await timedGet());
  // About 20 visitors a second: enough for a p99, not a load of its own.
  await new Promise((resolve) => setTimeout(resolve, 50));
}
process.stdout.write(JSON.stringify(samples));
