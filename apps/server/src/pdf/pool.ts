/**
 * The one pool of PDF worker threads every area shares: laying out a PDF (tens of milliseconds
 * of CPU) never blocks other requests. The queue in front of the pool is bounded: past it, a job
 * rejects with PdfBusyError, which routes answer 503 (see pdfWork in ./index.ts).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isCompiled, serverModule } from '../server-files';
import type { PdfJob, PdfJobResult } from './jobs';

export class PdfBusyError extends Error {
  constructor() {
    super('The PDF queue is full.');
  }
}

const configuredLimit = Number(process.env.PDF_QUEUE_LIMIT);
const QUEUE_LIMIT = Number.isInteger(configuredLimit) && configuredLimit > 0 ? configuredLimit : 32;
const JOB_TIMEOUT_MS = 30_000;
// One worker per core beyond the first (which serves requests), at most two.
const WORKERS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

const workerUrl = serverModule('pdf/worker.ts');

/**
 * How a worker starts. Compiled, the worker is JavaScript (dist/pdf/worker.js). From the sources
 * it is TypeScript, and a worker does not inherit the loader of whoever started this process
 * (tsx, vitest), so its first step registers tsx and then imports the real module; both are
 * absolute, so the worker finds them whatever the process's working folder. tsx is looked up
 * only then: the compiled server runs without it.
 */
function newWorker(): Worker {
  if (isCompiled) return new Worker(workerUrl);
  // require.resolve finds tsx's CommonJS entry; its ES module entry sits beside it.
  const tsxApiUrl = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const bootstrap = `
    const { register } = await import(${JSON.stringify(tsxApiUrl)});
    register();
    await import(${JSON.stringify(workerUrl.href)});
  `;
  return new Worker(bootstrap, { eval: true });
}

interface Pending {
  job: PdfJob;
  resolve: (value: Uint8Array | string) => void;
  reject: (error: Error) => void;
}

class PdfPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<
    Worker,
    { id: number; pending: Pending; timer: NodeJS.Timeout }
  >();
  private readonly queue: Pending[] = [];
  private started = 0;
  private nextId = 1;

  run(job: PdfJob): Promise<Uint8Array | string> {
    if (this.queue.length >= QUEUE_LIMIT) return Promise.reject(new PdfBusyError());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private spawn(): Worker {
    const worker = newWorker();
    // Idle workers must not keep a finished process (a test run, a CLI) alive.
    worker.unref();
    worker.on('message', (result: PdfJobResult) => {
      const current = this.busy.get(worker);
      if (!current || current.id !== result.id) return;
      clearTimeout(current.timer);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (result.ok) current.pending.resolve(result.value);
      else current.pending.reject(new Error(result.error));
      this.dispatch();
    });
    const fail = (error: Error) => {
      const current = this.busy.get(worker);
      if (current) clearTimeout(current.timer);
      this.busy.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      this.started -= 1;
      current?.pending.reject(error);
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.busy.has(worker) || this.idle.includes(worker))
        fail(new Error(`PDF worker stopped (${code}).`));
    });
    this.started += 1;
    return worker;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < WORKERS ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      // A job that hangs must not hold a worker forever: the worker is replaced.
      const timer = setTimeout(() => {
        worker.emit('error', new Error('The PDF took too long.'));
        void worker.terminate();
      }, JOB_TIMEOUT_MS);
      timer.unref();
      this.busy.set(worker, { id, pending, timer });
      // While it works, the worker keeps the process alive so the answer arrives.
      worker.ref();
      worker.postMessage({ id, job: pending.job });
    }
  }
}

let pool: PdfPool | undefined;

/** Runs one job in the shared pool; rejects with PdfBusyError when the queue is full. */
export function runPdfJob(job: PdfJob): Promise<Uint8Array | string> {
  return (pool ??= new PdfPool()).run(job);
}

/** The bytes of a PDF a job answered, as a Buffer for the reply. */
export async function runPdfRender(job: PdfJob): Promise<Buffer> {
  const bytes = await runPdfJob(job);
  if (typeof bytes === 'string') throw new Error('The PDF worker answered text.');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
