/** Thrown when the database cannot take a call soon enough; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('The database is busy.');
  }
}

/** A wait for the database longer than this is a queue's, not the database's own pace. */
export const STANDING_QUEUE_MS = 5;
/** Waits above `STANDING_QUEUE_MS` without a break for this long: the queue stands. */
export const STANDING_INTERVAL_MS = 100;

/**
 * Watches the calls waiting for the database (for PGlite's one connection, or for one of the
 * pool's) and tells whether their queue stands, much as CoDel tells a standing queue from a
 * burst: calls wait now, and every call that got its turn over the last `STANDING_INTERVAL_MS`
 * had waited more than `STANDING_QUEUE_MS`. One slow query does not make it stand (the calls
 * behind it, once it ends, go through in a few ms), nor does a burst that drains within the
 * interval, nor a CPU taken by other programs while few calls wait.
 */
export interface QueueWatch {
  /** A call starts waiting; the function returned is called when its turn (or connection) comes. */
  waiting(): () => void;
  stands(now?: number): boolean;
  /** Calls waiting now. */
  readonly length: number;
}

export function createQueueWatch(): QueueWatch {
  let length = 0;
  /** When the first of the unbroken run of long waits up to now ended; undefined if none. */
  let longSince: number | undefined;
  return {
    waiting() {
      const arrived = performance.now();
      length += 1;
      let served = false;
      return () => {
        if (served) return;
        served = true;
        length -= 1;
        const now = performance.now();
        if (now - arrived <= STANDING_QUEUE_MS) longSince = undefined;
        else longSince ??= now;
      };
    },
    stands(now = performance.now()) {
      return length > 0 && longSince !== undefined && now - longSince >= STANDING_INTERVAL_MS;
    },
    get length() {
      return length;
    },
  };
}

/**
 * The door in front of the database. Without a bound, calls would queue without limit and every
 * request's latency would grow to seconds; past `limit` calls this gate refuses instead, and the
 * refused request is answered 503 at once. The load-shedding door (http/load-shedding.ts) keeps
 * an overload from reaching it; it is the last guard, and it watches the queue the door asks
 * about.
 */
export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Calls waiting or running. */
  readonly pending: number;
  /** The calls waiting for their turn (serial) or for a connection (the pool's, db/client.ts). */
  readonly queue: QueueWatch;
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
}

/** Serial mode: how long queued calls may run back to back before the loop gets a turn. */
const SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createGate(options: GateOptions): Gate {
  let pending = 0;
  /** Serial mode: the calls waiting for their turn, oldest first. */
  const waiting: (() => void)[] = [];
  let running = false;
  let sliceStarted = 0;
  const queue = createQueueWatch();

  async function takeTurn(): Promise<void> {
    const served = queue.waiting();
    try {
      if (running || waiting.length > 0)
        await new Promise<void>((resolve) => waiting.push(resolve));
      running = true;
      if (performance.now() - sliceStarted >= SLICE_MS) {
        await nextTurn();
        sliceStarted = performance.now();
      }
    } finally {
      served();
    }
  }

  function passTurn(): void {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (pending >= options.limit) throw new DatabaseBusyError();
      pending += 1;
      try {
        if (!options.serial) return await work();
        await takeTurn();
        try {
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
    queue,
  };
}
