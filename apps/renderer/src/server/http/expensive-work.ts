// The work a single request can make expensive (resizing a photo the image
// cache does not hold, drawing a car's PDF) runs through one limiter per
// serving process (docs/operations.md#expensive-work):
//
// - at most `concurrency` jobs run at once, and one client's at most half of
//   them (at least one), so a client with slow jobs never holds every slot; the
//   rest wait, taken in turn from each waiting client, so one client's pile
//   never stands in front of everyone else's single request;
// - a client may have `perClientInFlight` jobs running or waiting; one more
//   is refused with 429;
// - a client may use `perClientMsPerWindow` milliseconds of work in each
//   window of `windowMs`; past that it is refused with 429 until the window
//   ends (Retry-After says when);
// - once `maxWaiting` jobs wait in the process, one more is refused with 503
//   (the process is busy, whoever asks).
//
// Counts live in the process: with several serving processes each has its
// own, which is the nature of work in flight, and a client's allowance of work
// is per process too.

export type ExpensiveWorkOptions = {
  /** Jobs that run at once in this process. */
  concurrency: number;
  /** Jobs one client may have running or waiting at once. */
  perClientInFlight: number;
  /** Milliseconds of work one client may use per window; 0 for no limit. */
  perClientMsPerWindow: number;
  windowMs: number;
  /** Jobs that may wait in this process before another is refused with 503. */
  maxWaiting: number;
  /** The clock (tests pass their own). */
  now?: () => number;
};

export const DEFAULT_EXPENSIVE_WORK: ExpensiveWorkOptions = {
  concurrency: 2,
  // A browser opens six connections to a site: a cold results page may ask
  // for six photos at once, and none of them is refused.
  perClientInFlight: 8,
  // A shopper's results page costs a few hundred milliseconds of resizing
  // when nothing is cached; fifteen seconds a minute is far beyond browsing.
  perClientMsPerWindow: 15_000,
  windowMs: 60_000,
  maxWaiting: 64,
};

export type RefusalReason = 'client-in-flight' | 'client-window' | 'busy';

/** A job that never ran: refused, or dropped while it waited. */
export class WorkNotRun extends Error {}

/** A job refused before it ran: answered 429 (this client) or 503 (this process) with Retry-After. */
export class WorkRefused extends WorkNotRun {
  readonly status: 429 | 503;
  constructor(
    readonly reason: RefusalReason,
    readonly retryAfterSeconds: number,
  ) {
    super(`expensive work refused (${reason})`);
    this.name = 'WorkRefused';
    this.status = reason === 'busy' ? 503 : 429;
  }
}

/** A waiting job whose request timed out or went away. */
export class WorkDropped extends WorkNotRun {
  constructor(cause: unknown) {
    super('expensive work dropped while it waited', { cause });
    this.name = 'WorkDropped';
  }
}

type Waiting = { start: () => void };

type ClientState = {
  inFlight: number;
  running: number;
  waiting: Waiting[];
  windowStart: number;
  usedMs: number;
};

/**
 * Past this many clients known, those with nothing in flight and a finished
 * window are forgotten (at most once a second, so many new clients at once
 * cost no more than one pass).
 */
const SWEEP_ABOVE = 10_000;

export type ExpensiveWork = ReturnType<typeof createExpensiveWork>;

export function createExpensiveWork(options: ExpensiveWorkOptions) {
  const now = options.now ?? (() => Date.now());
  const clients = new Map<string, ClientState>();
  /** Clients with jobs waiting, in the order they are served. */
  const turns: string[] = [];
  let running = 0;
  let waitingCount = 0;
  let lastSweep = Number.NEGATIVE_INFINITY;
  const perClientRunning = Math.max(1, Math.floor(options.concurrency / 2));

  function stateOf(client: string, at: number): ClientState {
    let state = clients.get(client);
    if (!state) {
      if (clients.size >= SWEEP_ABOVE && at - lastSweep >= 1_000) sweep(at);
      state = { inFlight: 0, running: 0, waiting: [], windowStart: at, usedMs: 0 };
      clients.set(client, state);
    }
    if (at - state.windowStart >= options.windowMs) {
      state.windowStart = at;
      state.usedMs = 0;
    }
    return state;
  }

  function sweep(at: number) {
    lastSweep = at;
    for (const [client, state] of clients) {
      if (state.inFlight === 0 && at - state.windowStart >= options.windowMs) {
        clients.delete(client);
      }
    }
  }

  function startNext() {
    // One pass over the line at most: clients at their share of the slots keep their place.
    let passed = 0;
    while (running < options.concurrency && passed < turns.length) {
      const client = turns[passed] as string;
      const state = clients.get(client);
      if (state && state.running >= perClientRunning && state.waiting.length > 0) {
        passed += 1;
        continue;
      }
      turns.splice(passed, 1);
      const next = state?.waiting.shift();
      if (!state || !next) continue;
      // The client goes to the back of the line if it has more waiting.
      if (state.waiting.length > 0) turns.push(client);
      waitingCount -= 1;
      next.start();
    }
  }

  return {
    /**
     * Runs `job` for `client` when a slot is free, or rejects with WorkRefused
     * at once. A job still waiting when `signal` aborts (its request timed out
     * or went away) is dropped and rejects with WorkDropped.
     */
    run<T>(client: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const at = now();
      const state = stateOf(client, at);
      if (signal?.aborted) return Promise.reject(new WorkDropped(signal.reason));
      if (options.perClientMsPerWindow > 0 && state.usedMs >= options.perClientMsPerWindow) {
        const left = state.windowStart + options.windowMs - at;
        return Promise.reject(
          new WorkRefused('client-window', Math.max(1, Math.ceil(left / 1000))),
        );
      }
      if (state.inFlight >= options.perClientInFlight) {
        return Promise.reject(new WorkRefused('client-in-flight', 1));
      }
      const startsNow = running < options.concurrency && state.running < perClientRunning;
      if (!startsNow && waitingCount >= options.maxWaiting) {
        return Promise.reject(new WorkRefused('busy', 1));
      }
      state.inFlight += 1;
      return new Promise<T>((resolve, reject) => {
        const begin = () => {
          running += 1;
          state.running += 1;
          const started = now();
          let promise: Promise<T>;
          try {
            promise = job();
          } catch (error) {
            promise = Promise.reject(error);
          }
          promise
            .finally(() => {
              running -= 1;
              state.running -= 1;
              state.inFlight -= 1;
              // Charged to the window the job ran in, however it ended.
              state.usedMs += now() - started;
              startNext();
            })
            .then(resolve, reject);
        };
        if (startsNow) {
          begin();
          return;
        }
        const entry: Waiting = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            begin();
          },
        };
        const onAbort = () => {
          const index = state.waiting.indexOf(entry);
          if (index < 0) return;
          state.waiting.splice(index, 1);
          const turn = turns.indexOf(client);
          if (state.waiting.length === 0 && turn >= 0) turns.splice(turn, 1);
          waitingCount -= 1;
          state.inFlight -= 1;
          reject(new WorkDropped(signal?.reason));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        if (state.waiting.length === 0) turns.push(client);
        state.waiting.push(entry);
        waitingCount += 1;
      });
    },
    stats() {
      return { running, waiting: waitingCount, clients: clients.size };
    },
  };
}
