/**
 * The server as a process of its own (src/main.ts through tsx), for the tests of what only a
 * real process shows: start-up, signals, several workers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it wrote so far, stdout and stderr. */
  output: () => string;
  /** Its JSON log lines so far (pino's, and the cluster primary's of the same shape). */
  logLines: () => Array<{ pid: number; msg: string } & Record<string, unknown>>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts src/main.ts with `env` over this process's environment (DATABASE_URL removed). */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const full: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  delete full.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...full, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const logLines = () =>
    output.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as { pid: number; msg: string } & Record<string, unknown>];
      } catch {
        return [];
      }
    });
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, logLines, exited };
}

/** Waits until `/api/health` answers 200; throws with the output if it exits or times out. */
export async function waitHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One GET on a connection of its own (a worker is chosen per connection), its status. */
export function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** SIGTERM, and the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
