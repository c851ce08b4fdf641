import { useLayoutEffect, useRef } from 'react';

// what may take focus by Tab; `tabIndex`, `:disabled` and visibility decide among these
const CANDIDATES =
  'a[href],area[href],button,input,select,textarea,iframe,summary,audio[controls],video[controls],[contenteditable],[tabindex]';

/** The first element inside a container that Tab would reach, or null. */
export function firstTabbable(container: HTMLElement): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility?.() !== false) {
      return element;
    }
  }
  return null;
}

/**
 * Non-modal focus handling of an open popover that follows its trigger in the DOM (what floating-ui's
 * `FloatingFocusManager modal={false}` did). On open, focus moves to the first tabbable element inside,
 * else to the popover itself, which is then a tab stop after the trigger. Tab on from the popover goes
 * on in page order; focus moving to anything but the trigger and the popover closes it and stays where
 * it went. Any other close returns focus to the trigger. `close` must be stable (a state setter).
 */
export function useNonModalFocus(
  open: boolean,
  trigger: Element | null,
  popover: HTMLElement | null,
  close: () => void,
): void {
  const returnFocus = useRef(true);
  useLayoutEffect(() => {
    if (!open || !popover || !(trigger instanceof HTMLElement)) return;
    const root = popover.getRootNode() as Document | ShadowRoot;
    const content = firstTabbable(popover);
    popover.tabIndex = content ? -1 : 0;
    if (!popover.contains(root.activeElement)) (content ?? popover).focus({ preventScroll: true });
    returnFocus.current = true;

    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node) || popover.contains(to) || trigger.contains(to)) return;
      returnFocus.current = false;
      close();
    };
    trigger.addEventListener('focusout', onFocusOut);
    popover.addEventListener('focusout', onFocusOut);
    return () => {
      trigger.removeEventListener('focusout', onFocusOut);
      popover.removeEventListener('focusout', onFocusOut);
      // the popover is gone or going: take focus back unless it already moved somewhere on purpose
      const active = root.activeElement;
      const lost = !active || active === popover.ownerDocument.body || popover.contains(active);
      if (returnFocus.current && lost) trigger.focus({ preventScroll: true });
    };
  }, [open, trigger, popover, close]);
}
