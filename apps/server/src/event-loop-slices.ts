/**
 * Long work on the request thread in short slices (docs/import.md "Where parsing runs"): a loop calls
 * {@link yieldWhenDue} often, and once a slice has run {@link SLICE_MS} it waits for the event loop's
 * next turn. The clock is shared by every caller: ten previews at once wait on the same turn, and
 * after it only one of them runs before the next, so the loop is never held ten slices in a row.
 */
export const SLICE_MS = 3;

let sliceStartedAt = performance.now();
let nextTurn: Promise<void> | null = null;

/** Resolves at once while the current slice has time left, otherwise after the event loop's next turn. */
export function yieldWhenDue(): Promise<void> | undefined {
  if (!nextTurn && performance.now() - sliceStartedAt < SLICE_MS) return undefined;
  if (!nextTurn) {
    nextTurn = new Promise((resolve) =>
      // the check phase comes after the poll phase: waiting I/O and due timers are served first
      setImmediate(() => {
        nextTurn = null;
        sliceStartedAt = performance.now();
        resolve();
      }),
    );
  }
  return nextTurn;
}

/**
 * Resolves once the current slice has time left: at once, or after as many turns as it takes. Every
 * waiter resumes after the same turn, and only the first finds time left, so work that runs in one
 * piece after it (an upload's body read) runs one piece a turn.
 */
export async function sliceTurn(): Promise<void> {
  for (let turn = yieldWhenDue(); turn; turn = yieldWhenDue()) await turn;
}
