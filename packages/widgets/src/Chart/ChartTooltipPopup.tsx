import { type ComponentPropsWithRef, type ComponentType, useLayoutEffect } from 'react';
import { useDismissOnEscapeOrOutside } from '../ui/useDismissOnEscapeOrOutside';
import { useFloatingPosition } from '../ui/useFloatingPosition';

/** Props of a chart's tooltip. */
export interface ChartTooltipPopupProps extends Omit<ComponentPropsWithRef<'div'>, 'ref' | 'style'> {
  /** The mark it describes: a category's group, a point. */
  readonly reference: Element | null;
  /** Which side of the mark it prefers, before floating-ui flips it; default 'top'. */
  readonly placement?: 'top' | 'bottom';
  /** Its distance from the mark, px; default 8. */
  readonly gap?: number;
  /** Closes it: Escape from anywhere, so also when opened by hover. */
  readonly onClose: () => void;
  /** The chart's styled box it floats in, over `tooltipSurface` (chart-tooltip-styles.ts). */
  readonly box: ComponentType<ComponentPropsWithRef<'div'>>;
}

/**
 * The open tooltip of every chart (bars, columns, trend points, key-driver points): positioned by floating-ui beside
 * its mark, flipped and shifted to stay in view, closed by Escape; a press elsewhere leaves it to hover and focus.
 */
export function ChartTooltipPopup({
  reference,
  placement = 'top',
  gap = 8,
  onClose,
  box: Box,
  children,
  ...rest
}: ChartTooltipPopupProps) {
  const { refs, floatingStyles } = useFloatingPosition({
    open: true,
    placement,
    middleware: ({ offset, flip, shift }) => [offset(gap), flip(), shift({ padding: 8 })],
  });
  useDismissOnEscapeOrOutside(true, onClose, { outsidePress: false });
  useLayoutEffect(() => {
    refs.setReference(reference);
  }, [reference, refs]);
  return (
    <Box {...rest} ref={refs.setFloating} style={floatingStyles} role="tooltip" data-state="open">
      {children}
    </Box>
  );
}
