import type { KeyboardEvent } from 'react';
import { useChart } from './chart-context';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/** Keyboard handling of the category groups: arrows, Home and End move focus, Escape closes the tooltip. */
export function useCategoryKeys(): (event: KeyboardEvent<SVGGElement>, index: number) => void {
  const { model, categoryElement, closeTooltip } = useChart();
  const last = model.categories.length - 1;
  return (event, index) => {
    let target: number | null = null;
    if (NEXT.has(event.key)) target = Math.min(last, index + 1);
    else if (PREVIOUS.has(event.key)) target = Math.max(0, index - 1);
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeTooltip();
      return;
    }
    if (target === null) return;
    event.preventDefault();
    categoryElement(target)?.focus();
  };
}
