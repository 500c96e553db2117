/** Thrown when too many database calls already wait; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('The database is busy.');
  }
}

/**
 * A bound on the calls waiting for the database. PGlite runs one query at a time; without a
 * bound, a burst would queue without limit and every request's latency would grow to seconds.
 */
export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly pending: number;
}

export function createGate(limit: number): Gate {
  let pending = 0;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (pending >= limit) throw new DatabaseBusyError();
      pending += 1;
      try {
        return await work();
      } finally {
        pending -= 1;
      }
    },
    get pending() {
      return pending;
    },
  };
}
