// The varied-load client of bench/graphs.ts, run in a child process (its own core): autocannon with
// `connections` clients posting the request bodies of a JSON file in turn, each client taking the
// next body, so the server answers many distinct queries as managers opening their own views would.
// Usage: node varied-client.mjs <url> <token> <bodies.json> <connections> <seconds>
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, token, file, connections, seconds] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, 'utf8')).map((b) => JSON.stringify(b));
let next = 0;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => {
        request.body = bodies[next % bodies.length];
        next++;
        return request;
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
  }),
);
