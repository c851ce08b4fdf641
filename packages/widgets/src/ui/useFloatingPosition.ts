import type { Middleware, Placement, Strategy } from '@floating-ui/dom';
import { type CSSProperties, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as FloatingUiParts from './floating-ui';

/** The floating-ui functions the widgets use (./floating-ui.ts); callers pick offset, flip, shift and size. */
export type FloatingUi = typeof FloatingUiParts;

let floatingUi: Promise<FloatingUi> | undefined;

/**
 * floating-ui, loaded the first time a floating element opens: a page that draws a chart and
 * never opens its tooltip does not download it (the chart-only size budget, docs/releasing.md).
 */
function loadFloatingUi(): Promise<FloatingUi> {
  floatingUi ??= import('./floating-ui');
  return floatingUi;
}

/** Options of {@link useFloatingPosition}. */
export interface FloatingPositionOptions {
  /** Whether the floating element shows; it is positioned only while open. Default true. */
  readonly open?: boolean;
  /** Where it goes relative to its reference, before `flip` and `shift` move it. */
  readonly placement: Placement;
  /** `absolute` (default) or `fixed`, which stays put inside a scrolling or collapsing container. */
  readonly strategy?: Strategy;
  /** floating-ui's middleware (offset, flip, shift, size), made from the loaded module: `({ offset }) => [offset(4)]`. */
  readonly middleware: (floatingUi: FloatingUi) => readonly Middleware[];
}

/** The element refs to pass to the reference and the floating element, and the floating element's style. */
export interface FloatingPosition {
  readonly refs: {
    readonly setReference: (node: Element | null) => void;
    readonly setFloating: (node: HTMLElement | null) => void;
  };
  readonly elements: { readonly domReference: Element | null; readonly floating: HTMLElement | null };
  readonly floatingStyles: CSSProperties;
}

/** A coordinate rounded to the device's pixels, as floating-ui's React binding rounds it. */
function roundToDevicePixels(element: HTMLElement, value: number): number {
  const ratio = element.ownerDocument.defaultView?.devicePixelRatio || 1;
  return Math.round(value * ratio) / ratio;
}

/**
 * Positions a floating element (tooltip, popover, option list) next to its reference with
 * floating-ui's `computePosition`, kept in place by its `autoUpdate` on scroll, resize and layout
 * changes while both elements are mounted and `open`. The same results and styles as
 * `useFloating` of floating-ui's React bindings, whose extras (interactions, context, an extra
 * render with `flushSync`) the widgets do not use: the embed script stays under its size budget
 * (docs/embedding.md).
 */
export function useFloatingPosition({
  open = true,
  placement,
  strategy = 'absolute',
  middleware,
}: FloatingPositionOptions): FloatingPosition {
  const [reference, setReference] = useState<Element | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const [point, setPoint] = useState({ x: 0, y: 0 });
  // new middleware objects on every render must not restart autoUpdate; the latest ones apply
  const latestMiddleware = useRef(middleware);
  latestMiddleware.current = middleware;

  useLayoutEffect(() => {
    if (!open || !reference || !floating) return;
    let live = true;
    let stop: (() => void) | undefined;
    void loadFloatingUi().then((ui) => {
      if (!live) return;
      const update = () => {
        void ui
          .computePosition(reference, floating, {
            placement,
            strategy,
            middleware: [...latestMiddleware.current(ui)],
          })
          .then(({ x, y }) => {
            if (live) setPoint((last) => (last.x === x && last.y === y ? last : { x, y }));
          });
      };
      stop = ui.autoUpdate(reference, floating, update);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [open, reference, floating, placement, strategy]);

  const floatingStyles = useMemo<CSSProperties>(() => {
    const base: CSSProperties = { position: strategy, left: 0, top: 0 };
    if (!floating) return base;
    const x = roundToDevicePixels(floating, point.x);
    const y = roundToDevicePixels(floating, point.y);
    return { ...base, transform: `translate(${x}px, ${y}px)` };
  }, [strategy, floating, point]);

  return useMemo(
    () => ({
      refs: { setReference, setFloating },
      elements: { domReference: reference, floating },
      floatingStyles,
    }),
    [reference, floating, floatingStyles],
  );
}
