// The client of the overload and paused-database benches, run in its own process so that its
// work does not share the server's event loop. Argument: a JSON object
// { url, headers, connections, seconds, timeoutMs }. Each connection sends one request after
// another until the time is up; the output is every answer's status and latency, grouped.
import http from 'node:http';

const {
  url,
  headers = {},
  connections,
  seconds,
  timeoutMs = 10_000,
  once = false,
} = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const deadline = Date.now() + seconds * 1000;
const latencies = new Map();

function record(status, ms) {
  const list = latencies.get(status) ?? [];
  list.push(ms);
  latencies.set(status, list);
}

function one() {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        record(String(response.statusCode), performance.now() - started);
        resolve();
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      record(error.message === 'timeout' ? 'timeout' : 'error', performance.now() - started);
      resolve();
    });
  });
}

async function connection() {
  do await one();
  while (!once && Date.now() < deadline);
}

await Promise.all(Array.from({ length: connections }, connection));
agent.destroy();

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const out = {};
for (const [status, list] of latencies) {
  list.sort((a, b) => a - b);
  out[status] = {
    count: list.length,
    p50: percentile(list, 0.5),
    p99: percentile(list, 0.99),
    max: list[list.length - 1],
  };
}
process.stdout.write(JSON.stringify(out));
