/** A queued fault: answer with a 5xx, answer 429, or cut the connection in the middle of the body. */
export interface Fault {
  kind: 'status' | 'rate-limit' | 'drop';
  status: number;
  remaining: number;
  /** Only requests whose path contains this text are affected; empty = every `/v3` request. */
  match: string;
}

/** Fault injection for tests, reachable as `sim.state.faults`. */
export interface FaultControls {
  /** Delay before every `/v3` answer, in real milliseconds. Default 0. */
  delayMs: number;
  /** The next `count` matching `/v3` answers are `status` (500, 502, 503 or 504) with the documented body. */
  failNext(count: number, status?: 500 | 502 | 503 | 504, match?: string): void;
  /** The next `count` matching `/v3` answers are 429 `1040`, whatever budget is left. */
  rateLimitNext(count: number, match?: string): void;
  /** The next `count` matching `/v3` answers send headers and part of the body, then destroy the socket. */
  dropNext(count: number, match?: string): void;
  /** Removes all queued faults and the delay. */
  clear(): void;
  /** Takes the first queued fault matching a path (internal). */
  take(path: string): Fault | null;
}

/** Creates an empty fault queue. */
export function createFaults(): FaultControls {
  let queue: Fault[] = [];
  const add = (kind: Fault['kind'], count: number, status: number, match = ''): void => {
    if (count > 0) queue.push({ kind, status, remaining: count, match });
  };
  return {
    delayMs: 0,
    failNext: (count, status = 500, match) => add('status', count, status, match),
    rateLimitNext: (count, match) => add('rate-limit', count, 429, match),
    dropNext: (count, match) => add('drop', count, 200, match),
    clear() {
      queue = [];
      this.delayMs = 0;
    },
    take(path) {
      const fault = queue.find((f) => f.remaining > 0 && path.includes(f.match));
      if (!fault) return null;
      fault.remaining--;
      queue = queue.filter((f) => f.remaining > 0);
      return fault;
    },
  };
}
