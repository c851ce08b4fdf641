import { QuestionFilters } from '../QuestionFilters/QuestionFilters';
import { type GraphProps, GraphView } from './GraphView';

export type { GraphProps } from './GraphView';

/**
 * The connected graph page widget (spec 2 §2 "Graph page"): sidebar, chart (columns or bars), title,
 * explanation popup, translated warnings, xlsx export and the number of respondents; admins also get
 * the question filters. It loads through the core client and react-query of the surrounding
 * `PulzusProvider`, so it works in the portal and standalone
 * (`<PulzusProvider baseUrl=… session=…><Graph slug="total" /></PulzusProvider>`).
 */
export function Graph(props: GraphProps) {
  return <GraphView {...props} questionFilters={QuestionFilters} />;
}
