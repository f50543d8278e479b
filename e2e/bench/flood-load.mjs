// The flood of flood.mjs, in a process of its own: the bench's process is the supervisor (Node's cluster
// primary, which hands each new connection to a shell worker), and must stay as idle as `npm start`'s.
// `connections` clients ask for pages nobody asked before as fast as they are answered: half with a query
// the page reads (/obituaries?name=<unique>: each a real render), half with one it does not
// (/obituaries?x=<unique>: one cached page). Prints autocannon's result as JSON.
//   node flood-load.mjs <origin> <host> <connections> <seconds>
import autocannon from 'autocannon';

const [origin, host, connections, seconds] = process.argv.slice(2);
let counter = 0;
const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { host, accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (keepsake bench)' },
  requests: [
    {
      setupRequest: (request) => {
        counter += 1;
        return { ...request, path: counter % 2 ? `/obituaries?name=flood-${counter}-${process.pid}` : `/obituaries?x=flood-${counter}-${process.pid}` };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    total: result.requests.total,
    average: result.requests.average,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
