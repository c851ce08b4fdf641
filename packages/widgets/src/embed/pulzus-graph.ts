/**
 * The entry of the standalone embed script `dist-embed/pulzus-graph.js` (built by
 * `npm run build:embed`): loading it registers `<pulzus-graph>`.
 */
import { definePulzusGraph } from './define-pulzus-graph';

definePulzusGraph();

export { definePulzusGraph } from './define-pulzus-graph';
export { PulzusGraphElement } from './PulzusGraphElement';
