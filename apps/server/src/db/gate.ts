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
   * Calls take turns, in arrival order (PGlite); otherwise they go straight through (PostgreSQL's
   * pool queues them itself, and the pool's wait for a connection is timed in db/client.ts).
   */
  serial: boolean;
  /**
   * Serial: how many calls run at once (1 by default). PGlite in this process runs one, and the
   * gate lets the event loop turn at least every few ms of queries: queued behind PGlite's own
   * lock, they followed each other without ever letting the loop read a socket, so every
   * request (a refused one too) waited for the whole queue. PGlite in its own thread is sent a
   * few at once and runs them one after another itself: one at a time, each query waited for a
   * turn of this event loop to be sent, and under a flood of refusals a turn took 15 to 30 ms,
   * which held the database to some 60 queries a second.
   */
  turns?: number;
}

/** Serial, one turn: how long queued calls may run back to back before the loop gets a turn. */
const SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createGate(options: GateOptions): Gate {
  let pending = 0;
  /** Serial mode: the calls waiting for their turn, oldest first. */
  const waiting: (() => void)[] = [];
  const turns = options.turns ?? 1;
  let running = 0;
  let sliceStarted = 0;
  const queue = createQueueWatch();

  async function takeTurn(): Promise<void> {
    const served = queue.waiting();
    try {
      // A call woken by passTurn is handed the place of the call that ended.
      if (running >= turns || waiting.length > 0)
        await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      if (turns === 1 && performance.now() - sliceStarted >= SLICE_MS) {
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
    else running -= 1;
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
