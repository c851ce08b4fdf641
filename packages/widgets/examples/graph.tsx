import { Graph } from '@pulzus/widgets';

<Graph slug="commitment_total" />;
