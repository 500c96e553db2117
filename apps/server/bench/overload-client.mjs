// The client of the overload and paused-database benches, run in its own process so that its
// work does not share the server's event loop. Argument: a JSON object
// { url, headers, connections, seconds, timeoutMs, once, rate }. Without `rate`, each connection
// sends one request after another until the time is up (a closed loop). With `rate`, requests
// arrive at that many a second in all, spread evenly over the connections, whatever the server
// answers (an open loop): each request's latency is counted from the moment it was due, so a
// connection still waiting for its last answer makes the next one late, and that lateness counts.
// The output is every answer's status and latency, grouped.
import http from 'node:http';

const {
  url,
  headers = {},
  connections,
  seconds,
  timeoutMs = 10_000,
  once = false,
  rate,
} = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const deadline = Date.now() + seconds * 1000;
const latencies = new Map();

function record(status, ms) {
  const list = latencies.get(status) ?? [];
  list.push(ms);
  latencies.set(status, list);
}

function one(due = performance.now()) {
  return new Promise((resolve) => {
    const started = due;
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connection `index` of an open loop: its k-th request is due at (k × connections + index) / rate. */
async function paced(index, begin) {
  const end = begin + seconds * 1000;
  for (let k = 0; ; k += 1) {
    const due = begin + ((k * connections + index) * 1000) / rate;
    if (due >= end) return;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    await one(due);
  }
}

if (rate) {
  const begin = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => paced(index, begin)));
} else {
  await Promise.all(Array.from({ length: connections }, connection));
}
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
