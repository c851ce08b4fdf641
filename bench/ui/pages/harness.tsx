import { type ComponentType, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BAR_COUNT, BENCH_MARK, ROUNDS } from './bench-data';

/** Milliseconds from the start mark until every bar is in the DOM, and until the frame after. */
export interface BenchTiming {
  dom_ms: number;
  frame_ms: number;
}

/** What a benchmark page exposes to the Playwright driver as `window.pulzusBench`. */
export interface BenchPage {
  /** First render: from before `createRoot().render()` until every bar is drawn. */
  render(): Promise<BenchTiming>;
  /** Re-render with data set `round`: from `setState` until every bar shows the new value. */
  update(round: number): Promise<BenchTiming>;
}

declare global {
  interface Window {
    pulzusBench?: BenchPage;
  }
}

/** One implementation under test: the chart, its data, and how to find its bars. */
export interface BenchTarget<Data> {
  Chart: ComponentType<{ data: Data }>;
  /** Data set `round` in the shape the chart takes (prepared before any timing starts). */
  prepare: (round: number) => Data;
  /** CSS selector matching exactly the bar elements. */
  bars: string;
  /** The attribute of a bar that changes with its value (`width`, or `d` of a path). */
  attribute: string;
}

/**
 * Resolves once `done()` holds after `act()`; a MutationObserver checks after every DOM change,
 * and the frame time is read in a task queued from the next animation frame (after paint). The
 * marks `<id>:start` and `<id>:end` bracket the same span for the trace.
 */
function timeUntil(
  id: string,
  container: HTMLElement,
  attribute: string,
  done: () => boolean,
  act: () => void,
): Promise<BenchTiming> {
  return new Promise((resolve) => {
    let start = 0;
    const observer = new MutationObserver(() => {
      if (!done()) return;
      const dom = performance.now() - start;
      // the driver reads the main thread's CPU time between the two marks from a trace
      performance.mark(`${id}:end`);
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ dom_ms: dom, frame_ms: performance.now() - start });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(container, { subtree: true, childList: true, attributeFilter: [attribute] });
    performance.mark(`${id}:start`);
    start = performance.now();
    act();
  });
}

interface HostProps<Data> {
  Chart: ComponentType<{ data: Data }>;
  initial: Data;
  /** Receives the state setter once mounted, so the driver can change the data. */
  expose: (set: (data: Data) => void) => void;
}

/** Holds the chart's data in state, like an app screen whose query answer changes. */
function Host<Data>({ Chart, initial, expose }: HostProps<Data>) {
  const [data, set] = useState<Data>(initial);
  useLayoutEffect(() => expose(set), [expose]);
  return <Chart data={data} />;
}

/** Installs `window.pulzusBench` for one implementation, drawing into `#root`. */
export function installBench<Data>(target: BenchTarget<Data>): void {
  const rounds = Array.from({ length: ROUNDS + 1 }, (_, round) => target.prepare(round));
  const container = document.getElementById('root');
  if (!container) throw new Error('The benchmark page has no #root.');
  let setData: ((data: Data) => void) | null = null;
  const expose = (set: (data: Data) => void) => {
    setData = set;
  };
  const bars = () => container.querySelectorAll(target.bars);
  window.pulzusBench = {
    render: () =>
      timeUntil(
        `${BENCH_MARK}render`,
        container,
        target.attribute,
        () => bars().length === BAR_COUNT,
        () =>
          createRoot(container).render(<Host Chart={target.Chart} initial={rounds[0]!} expose={expose} />),
      ),
    update: (round) => {
      const before = Array.from(bars(), (el) => el.getAttribute(target.attribute));
      return timeUntil(
        `${BENCH_MARK}update-${round}`,
        container,
        target.attribute,
        () => {
          const now = bars();
          if (now.length !== BAR_COUNT) return false;
          return Array.from(now).every((el, i) => el.getAttribute(target.attribute) !== before[i]);
        },
        () => setData?.(rounds[round]!),
      );
    },
  };
}
