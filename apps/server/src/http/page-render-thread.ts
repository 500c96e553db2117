import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { serverModule } from '../server-files';
import type { PublicAnswer, RenderedPage } from './page-render';

// The rendering thread of page-render.ts: it renders and compresses the pages, this side answers
// its reads and hands back each render's outcome.

/** An answer that says nothing of the data: the server was busy or failing. */
export const passing = (answer: PublicAnswer) =>
  answer.status === 0 || answer.status === 429 || answer.status >= 500;

/** What a render remembers of an answer, to compare it with a later one. */
export const fingerprint = (answer: PublicAnswer) =>
  answer.status === 200 ? JSON.stringify(answer.data) : `status ${answer.status}`;

type FromWorker =
  | { type: 'ready' }
  | { type: 'broken'; error: string }
  | { type: 'load'; id: number; render: number; url: string; org: string | null }
  | { type: 'declined'; id: number }
  | {
      type: 'rendered';
      id: number;
      buffers: [ArrayBuffer, ArrayBuffer, ArrayBuffer];
      seeded: number;
    }
  | { type: 'failed'; id: number; error: string };

/** A render's outcome: the page, and the answers it read (their fingerprints), by URL. */
export interface Rendering {
  page: RenderedPage | null;
  /** No read met a busy or failing server. */
  complete: boolean;
  answers: Map<string, string>;
}

/** Reads an API path for one render, as the business `org` (a signed-in visitor's page). */
export type RenderRead = (url: string, org: string | null) => Promise<PublicAnswer>;

/** A signed-in visitor a page is rendered for: how their reads are made, and their business. */
export interface VisitorRender {
  read: RenderRead;
  rememberedOrg: string | null;
}

interface Render {
  path: string;
  /** A signed-in visitor's render reads with their session, not as the public. */
  visitor?: VisitorRender | undefined;
  startedAt: number;
  /** Answers already read for this render (a check that found them changed). */
  prefetched: Map<string, PublicAnswer>;
  answers: Map<string, string>;
  missedData: boolean;
  resolve(rendering: Rendering): void;
  timer: NodeJS.Timeout;
}

export const FAILED: Rendering = { page: null, complete: false, answers: new Map() };

const workerFile = serverModule('http/page-render-worker.mjs');

export interface RenderThread {
  /**
   * One render of `pagePath` in the thread (for `visitor`, a signed-in visitor's page); no page
   * when it fails, the thread is down, or the visitor is not signed in.
   */
  render(
    pagePath: string,
    prefetched: Map<string, PublicAnswer>,
    visitor?: VisitorRender,
  ): Promise<Rendering>;
  close(): Promise<void>;
}

export interface RenderThreadOptions {
  ssrDir: string;
  log: FastifyBaseLogger;
  /** `url`'s answer, for the thread's reads; never throws. */
  read: (url: string) => Promise<PublicAnswer>;
  /** After the thread failed, it is not started again before this long. */
  ttlMs: number;
  hardLimitMs: number;
}

/** Starts the thread (again after it fails, on the next render once `ttlMs` has passed). */
export function startRenderThread(options: RenderThreadOptions): RenderThread {
  const { ssrDir, log, read, ttlMs, hardLimitMs } = options;
  const renders = new Map<number, Render>();
  let nextId = 1;
  let worker: Worker | undefined;
  /** After the thread failed, it is not started again before this time. */
  let restartAt = 0;
  let closed = false;

  const endAll = () => {
    for (const [id, render] of renders) {
      clearTimeout(render.timer);
      renders.delete(id);
      render.resolve(FAILED);
    }
  };

  const stop = (reason: string) => {
    const stopping = worker;
    worker = undefined;
    restartAt = Date.now() + ttlMs;
    endAll();
    if (stopping) {
      log.warn({ reason }, 'page rendering stopped; the static pages are served');
      void stopping.terminate();
    }
  };

  const answerLoad = async (
    thread: Worker,
    { id, url, org }: { id: number; url: string; org: string | null },
    render?: Render,
  ) => {
    const answer =
      render?.prefetched.get(url) ??
      (render?.visitor ? await render.visitor.read(url, org) : await read(url));
    if (render) {
      if (passing(answer)) render.missedData = true;
      render.answers.set(url, fingerprint(answer));
    }
    const data = answer.status === 200 ? answer.data : undefined;
    if (worker === thread) thread.postMessage({ type: 'loaded', id, data });
  };

  const start = (): Worker => {
    const thread = new Worker(workerFile, { workerData: { ssrDir } });
    // An idle thread must not keep a finished process (a test run, a CLI) alive.
    thread.unref();
    thread.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ready':
          return;
        case 'broken':
          return stop(`the web build's Node bundle did not load: ${message.error}`);
        case 'load':
          return void answerLoad(thread, message, renders.get(message.render));
        case 'rendered':
        case 'declined':
        case 'failed': {
          const render = renders.get(message.id);
          if (!render) return;
          clearTimeout(render.timer);
          renders.delete(message.id);
          if (renders.size === 0) thread.unref();
          if (message.type === 'failed') {
            log.warn({ path: render.path, error: message.error }, 'page rendering failed');
            return render.resolve(FAILED);
          }
          if (message.type === 'declined') return render.resolve(FAILED);
          const [html, br, gzip] = message.buffers.map((bytes) => Buffer.from(bytes));
          log.debug(
            { path: render.path, ms: Date.now() - render.startedAt, seeded: message.seeded },
            'page rendered',
          );
          return render.resolve({
            page: html && br && gzip ? { html, br, gzip } : null,
            complete: !render.missedData,
            answers: render.answers,
          });
        }
      }
    });
    thread.on('error', (err) => stop(`the rendering thread failed: ${String(err)}`));
    thread.on('exit', (code) => {
      if (worker === thread) stop(`the rendering thread stopped (${code})`);
    });
    return thread;
  };

  const render = (
    pagePath: string,
    prefetched: Map<string, PublicAnswer>,
    visitor?: VisitorRender,
  ): Promise<Rendering> => {
    if (closed || (!worker && Date.now() < restartAt)) return Promise.resolve(FAILED);
    const thread = (worker ??= start());
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => stop(`rendering ${pagePath} took over ${hardLimitMs} ms`),
        hardLimitMs,
      );
      timer.unref();
      renders.set(id, {
        path: pagePath,
        visitor,
        startedAt: Date.now(),
        prefetched,
        answers: new Map(),
        missedData: false,
        resolve,
        timer,
      });
      // While it renders, the thread keeps the process alive so the answer arrives.
      thread.ref();
      thread.postMessage({
        type: 'render',
        id,
        path: pagePath,
        ...(visitor ? { visitor: { rememberedOrg: visitor.rememberedOrg } } : {}),
      });
    });
  };

  // The bundle loads while the server starts (React, Mantine and the app: about a second), so
  // the first visit does not wait for it.
  worker = start();

  return {
    render,
    async close() {
      closed = true;
      const stopping = worker;
      worker = undefined;
      endAll();
      await stopping?.terminate();
    },
  };
}
