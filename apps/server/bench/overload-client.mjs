// The client of the overload and paused-database benches, run in its own process so that its
// work does not share the server's event loop. Argument: a JSON object
// { url, headers, connections, seconds, timeoutMs, once, rate, openFirst }. Without `rate`, each connection
// sends one request after another until the time is up (a closed loop). With `rate`, requests
// arrive at that many a second in all, spread evenly over the connections, whatever the server
// answers (an open loop): each request's latency is counted from the moment it was due, so a
// connection still waiting for its last answer makes the next one late, and that lateness counts.
// Unless `openFirst` is false, every connection is open before the clock starts (below).
// The output is every answer's status and latency, grouped.
//
// It speaks HTTP/1.1 over plain sockets, one request at a time per connection, with the request's
// bytes made once: node:http's client costs several times more CPU per request, and on a machine
// whose cores the client shares with the server, the client's own work became most of the
// latency it measured (its 503s, answered by the server in microseconds, came back at p99 20 ms).
import net from 'node:net';

const {
  url,
  headers = {},
  connections,
  seconds,
  timeoutMs = 10_000,
  once = false,
  rate,
  openFirst = true,
} = JSON.parse(process.argv[2]);
const target = new URL(url);
const port = Number(target.port || 80);
const requestBytes = Buffer.from(
  [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    'Connection: keep-alive',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n'),
);
const latencies = new Map();

function record(status, ms) {
  const list = latencies.get(status) ?? [];
  list.push(ms);
  latencies.set(status, list);
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One kept-alive connection. `send(due)` resolves once the answer is whole (or failed), having
 * recorded it; a closed or failed socket is opened again for the next request.
 */
function connection() {
  let socket;
  let buffered = Buffer.alloc(0);
  let current;

  function finish(status) {
    const done = current;
    current = undefined;
    if (!done) return;
    clearTimeout(done.timer);
    record(status, performance.now() - done.due);
    done.resolve();
  }

  function drop(status) {
    socket?.destroy();
    socket = undefined;
    buffered = Buffer.alloc(0);
    finish(status);
  }

  /** Takes whole answers off the buffer: a head, then `content-length` bytes of body. */
  function parse() {
    const headEnd = buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    const status = head.slice(9, 12);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      // Every answer of the server carries its length; anything else is counted as an error.
      drop('error');
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length[1]);
    if (buffered.length < end) return;
    buffered = buffered.subarray(end);
    const closing = /\r\nconnection: *close/i.test(head);
    if (closing) drop(status);
    else finish(status);
  }

  /** Opens the socket; resolves once it is connected (or has failed, to be counted later). */
  function open() {
    const opened = net.connect(port, target.hostname);
    socket = opened;
    const connected = new Promise((resolve) => {
      opened.once('connect', resolve);
      opened.once('error', resolve);
    });
    opened.setNoDelay(true);
    opened.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      parse();
    });
    // A socket dropped already (after a time-out or a closing answer) has nothing left to fail.
    const lost = () => {
      if (socket === opened) drop('error');
    };
    opened.on('error', lost);
    opened.on('close', lost);
    return connected;
  }

  return {
    open,
    send(due) {
      return new Promise((resolve) => {
        if (!socket) open();
        current = {
          due,
          resolve,
          timer: setTimeout(
            () => drop('timeout'),
            Math.max(0, due + timeoutMs - performance.now()),
          ),
        };
        socket.write(requestBytes);
      });
    },
    close() {
      socket?.destroy();
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends back to back until the time is up (or once). */
async function closedLoop(conn) {
  do await conn.send(performance.now());
  while (!once && performance.now() < deadline);
}

/** Connection `index` of an open loop: its k-th request is due at (k × connections + index) / rate. */
async function openLoop(conn, index, begin) {
  for (let k = 0; ; k += 1) {
    const due = begin + ((k * connections + index) * 1000) / rate;
    if (due >= deadline) return;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    await conn.send(due);
  }
}

const pool = Array.from({ length: connections }, connection);
// Opened before the clock starts, the figures are those of requests on open connections.
// Otherwise the first quarter second of 1,000 connections is 1,000 TCP handshakes, on the
// client's cores and in the server's accept loop, ahead of any HTTP the door can refuse: in one
// run, 56 served requests slower than 20 ms came in that quarter second, against 77 for the
// whole p99 of 7,700. A connection the server closes later is opened again on the clock, and
// that counts.
if (openFirst) await Promise.all(pool.map((conn) => conn.open()));
const begin = performance.now();
const deadline = begin + seconds * 1000;
await Promise.all(
  pool.map((conn, index) => (rate ? openLoop(conn, index, begin) : closedLoop(conn))),
);
for (const conn of pool) conn.close();

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
