import { type ComponentType, useEffect, useState } from 'react';
import { onDemand } from '../embed/on-demand';
import { useChart } from './chart-context';

/**
 * The tooltip's code (ChartTooltip.tsx, with its floating-ui and Escape hooks), loaded the first time
 * a tooltip opens: a page that draws a chart and is never hovered does without it (docs/releasing.md
 * "Size budgets"). floating-ui itself loads when the tooltip first positions itself.
 */
const loadTooltip = onDemand(async () => (await import('./ChartTooltip')).ChartTooltip);
let loaded: ComponentType | null = null;

/** The tooltip of the focused or hovered category, its code fetched when one first opens. */
export function ChartTooltipOnDemand() {
  const { tooltipOpen } = useChart();
  const [Tooltip, setTooltip] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (!tooltipOpen || Tooltip) return;
    let live = true;
    loadTooltip().then(
      (component) => {
        loaded = component;
        if (live) setTooltip(() => component);
      },
      // the network dropped: the values stay in the data table, and the next opening asks again
      () => {},
    );
    return () => {
      live = false;
    };
  }, [tooltipOpen, Tooltip]);
  return Tooltip ? <Tooltip /> : null;
}
