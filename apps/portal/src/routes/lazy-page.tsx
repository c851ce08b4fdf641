import { type ComponentType, lazy, type ReactElement, useState } from 'react';

/** Something whose chunk can be loaded ahead: a {@link LazyPage}. */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/** A route's screen in its own chunk: renders it, suspending until the chunk is there, and loads it ahead on request. */
export interface LazyPage<P extends object> extends Preloadable {
  (props: P): ReactElement;
  /** Starts loading the chunk (once; later calls share that load) and resolves when the screen is there. */
  preload(): Promise<unknown>;
}

/**
 * A screen loaded from its own chunk on first use (docs/architecture.md "Portal delivery"). Unlike
 * a bare `React.lazy`, a screen whose chunk is already there (preloaded at start or on idle)
 * renders at once, without suspending, so its Suspense fallback never flashes. Whether one mount
 * renders the screen directly or through `lazy` is fixed when it mounts: switching later would
 * remount the screen and lose its state.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (screen) => {
        loaded = screen;
        return screen;
      },
      (error: unknown) => {
        // a preload that failed (network) leaves the screen's own load, at its first render, to try again
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((screen) => ({ default: screen })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is
  const Page = (props: P) => {
    const [Screen] = useState(() => loaded);
    return Screen ? <Screen {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Page, { preload });
}
