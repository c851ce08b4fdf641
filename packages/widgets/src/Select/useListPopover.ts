import { MULTI_SELECT } from '@pulzus/core';
import { useDismissOnEscapeOrOutside } from '../ui/useDismissOnEscapeOrOutside';
import { useFloatingPosition } from '../ui/useFloatingPosition';

/**
 * Positions an option list under its field with floating-ui: as wide as the field, at most
 * 300 px high (spec 2 §9) or the room left, flipped above when there is no room below; Escape or a
 * press outside the field and the list closes it. Fixed positioning keeps it visible inside a
 * collapsing sidebar.
 */
export function useListPopover(open: boolean, setOpen: (open: boolean) => void) {
  const { refs, floatingStyles, elements } = useFloatingPosition({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: ({ offset, flip, size }) => [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            minWidth: `${rects.reference.width}px`,
            maxHeight: `${Math.max(120, Math.min(MULTI_SELECT.maxHeight, availableHeight))}px`,
          });
        },
      }),
    ],
  });
  useDismissOnEscapeOrOutside(open, () => setOpen(false), {
    inside: [elements.domReference, elements.floating],
  });
  return { refs, floatingStyles };
}
