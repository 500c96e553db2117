// CI's check of a production folder (scripts/build-production.sh): starts it as the Dockerfile
// does (`node scripts/start.mjs`, on PGlite in a fresh data folder, on a free port), checks that
// /api/health answers 200, / the landing page, and, signed in as the demo student (the demo data
// loads on a first start), a résumé PDF (the compiled PDF worker, without tsx); then stops it by
// its pid and expects a clean exit.
//
//   node scripts/smoke-production.mjs FOLDER
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const folder = path.resolve(process.argv[2] ?? 'build/production');
// A first start loads the demo data: some 20 s on an idle machine, minutes on a crowded one.
const START_TIMEOUT_MS = 180_000;

const port = await new Promise((resolve) => {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-smoke-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
for (const name of ['DATABASE_URL', 'WORKERS', 'S3_BUCKET', 'SMTP_URL', 'NODE_ENV'])
  delete env[name];

let output = '';
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: folder,
  env: { ...env, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));

function fail(message) {
  console.error(`Production build check failed: ${message}\n--- server output ---\n${output}`);
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const startedAt = Date.now();
for (;;) {
  const health = await fetch(`${base}/api/health`).catch(() => undefined);
  if (health?.status === 200) break;
  if (server.exitCode !== null) fail(`the server exited with code ${server.exitCode}`);
  if (Date.now() - startedAt > START_TIMEOUT_MS) fail('/api/health did not answer 200');
  await new Promise((r) => setTimeout(r, 250));
}
console.log(`/api/health answered 200 after ${Date.now() - startedAt} ms`);

const landing = await fetch(`${base}/`);
const html = await landing.text();
if (landing.status !== 200 || !landing.headers.get('content-type')?.startsWith('text/html'))
  fail(`/ answered ${landing.status} ${landing.headers.get('content-type')}`);
if (!html.includes('data-prerendered="/"')) fail('/ is not the landing page');
console.log('/ answered the landing page');

const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const login = await fetch(`${base}/api/v1/user/login`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ email: 'student@vedann.demo', password: 'Demo@1234' }),
});
if (login.status !== 200) fail(`the demo login answered ${login.status}`);
const auth = { authorization: `Bearer ${(await login.json()).token}` };
const [resume] = await (await fetch(`${base}/api/resumes`, { headers: auth })).json();
const pdf = await fetch(`${base}/api/resumes/${resume._id}/pdf`, { headers: auth });
const bytes = Buffer.from(await pdf.arrayBuffer());
if (pdf.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-')
  fail(`the résumé PDF answered ${pdf.status}`);
console.log(`a résumé PDF came back (${bytes.length} bytes)`);

process.kill(server.pid, 'SIGTERM');
const code = await exited;
fs.rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`the server exited with code ${code} on SIGTERM`);
console.log('stopped cleanly on SIGTERM');
