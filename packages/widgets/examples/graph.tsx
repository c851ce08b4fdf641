import { Graph } from '@pulzus/widgets';

export function EngagementPage() {
  return <Graph slug="commitment_total" />;
}
