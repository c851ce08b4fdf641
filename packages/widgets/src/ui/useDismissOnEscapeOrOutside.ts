import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef } from 'react';

/** Why an open floating element asks to close. */
export type DismissReason = 'escape' | 'outside-press';

/** Options of {@link useDismissOnEscapeOrOutside}. */
export interface DismissOptions {
  /** The elements a press inside of which is not "outside": the trigger and the floating element. */
  readonly inside?: readonly (Element | null | undefined)[];
  /** Whether a pointer press outside `inside` closes; default true. */
  readonly outsidePress?: boolean;
}

/**
 * Closes an open floating element (what floating-ui's `useDismiss` did): on Escape anywhere in the
 * page, not while an input method is composing, and on a pointer press outside `inside`, not on a
 * scrollbar. Works across shadow roots (the embed). Spread the returned `onKeyDown` on the trigger
 * and the floating element, so that an Escape pressed there closes this layer only, not an outer one.
 */
export function useDismissOnEscapeOrOutside(
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
  { inside = [], outsidePress = true }: DismissOptions = {},
): { onKeyDown: (event: ReactKeyboardEvent) => void } {
  const latest = useRef({ onDismiss, inside });
  useEffect(() => {
    latest.current = { onDismiss, inside };
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) latest.current.onDismiss('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (latest.current.inside.some((element) => element && path.includes(element))) return;
      if (path[0] instanceof HTMLElement && pressedScrollbar(path[0], event)) return;
      latest.current.onDismiss('outside-press');
    };
    // capture: a press is outside even when the pressed element stops its propagation
    document.addEventListener('keydown', onKey);
    if (outsidePress) document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open, outsidePress]);

  return {
    onKeyDown: (event) => {
      if (!open || event.key !== 'Escape' || event.nativeEvent.isComposing) return;
      event.stopPropagation();
      onDismiss('escape');
    },
  };
}

/** Whether a press on an element landed on its own scrollbar (a left-to-right layout). */
function pressedScrollbar(element: HTMLElement, event: PointerEvent): boolean {
  const scrollsY = element.scrollHeight > element.clientHeight && event.offsetX > element.clientWidth;
  const scrollsX = element.scrollWidth > element.clientWidth && event.offsetY > element.clientHeight;
  return scrollsY || scrollsX;
}
