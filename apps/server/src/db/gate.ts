/** Thrown when the database cannot take a call soon enough; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('The database is busy.');
  }
}

/**
 * The door in front of the database. Without a bound, a burst would queue without limit and every
 * request's latency would grow to seconds; this gate refuses instead, and the refused request is
 * answered 503 at once.
 */
export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Calls waiting or running. */
  readonly pending: number;
  /**
   * Serial only: the shortest time, in ms, that a call waited for its turn since the last time
   * this was asked, and forgets it; undefined when no call took a turn meanwhile. Above a few ms,
   * the queue never emptied in that time: it is standing, not a passing burst.
   */
  takeShortestWait(): number | undefined;
}

export interface GateOptions {
  /** Calls waiting or running at once, past which a new call is refused. */
  limit: number;
  /**
   * One call at a time, in arrival order, letting the event loop turn at least every few ms
   * (PGlite). PGlite runs its queries inside this process: queued behind its own lock, they
   * follow each other without ever letting the loop read a socket, so every request (a refused
   * one too) waited for the whole queue.
   */
  serial: boolean;
  /**
   * Serial only: a call that queued behind others and has waited this many ms when its turn
   * comes is refused (0: never), so that a request answered late is answered 503 instead.
   */
  maxWaitMs: number;
}

/** Serial mode: how long queued calls may run back to back before the loop gets a turn. */
const SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createGate(options: GateOptions): Gate {
  let pending = 0;
  /** Serial mode: the calls waiting for their turn, oldest first. */
  const queue: (() => void)[] = [];
  let running = false;
  let sliceStarted = 0;
  let shortestWait: number | undefined;

  /** Resolves to whether the call had to queue behind others. */
  async function takeTurn(): Promise<boolean> {
    const queued = running || queue.length > 0;
    if (queued) await new Promise<void>((resolve) => queue.push(resolve));
    running = true;
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
    return queued;
  }

  function passTurn(): void {
    const next = queue.shift();
    if (next) next();
    else running = false;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (pending >= options.limit) throw new DatabaseBusyError();
      pending += 1;
      try {
        if (!options.serial) return await work();
        const arrived = performance.now();
        const queued = await takeTurn();
        try {
          // A call that found the database free is never refused: a start-up migration waits
          // only on the event loop, and must not fail for it.
          const waited = performance.now() - arrived;
          shortestWait = Math.min(shortestWait ?? Infinity, waited);
          if (queued && options.maxWaitMs > 0 && waited > options.maxWaitMs)
            throw new DatabaseBusyError();
          return await work();
        } finally {
          passTurn();
        }
      } finally {
        pending -= 1;
      }
    },
    get pending() {
      return pending;
    },
    takeShortestWait() {
      const taken = shortestWait;
      shortestWait = undefined;
      return taken;
    },
  };
}
