// Diagnostic: our BarChart on a page whose Intl (ICU) is already initialised, as in an app that has
// formatted a number before its first chart. The difference to the pulzus page is what the first
// Intl.NumberFormat of a fresh page costs inside the chart's first render.
import { installPulzusBench } from './pulzus-chart';

new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }).format(0.5);
installPulzusBench();
