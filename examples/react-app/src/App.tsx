import { GraphSettingsScreen } from '@pulzus/admin';
import { BarChart, Graph } from '@pulzus/widgets';
import { SignIn } from './SignIn';
import { STATIC_GRAPH } from './static-graph';

/** One page with each kind of component: a static chart, the connected graph page and an admin screen. */
export function App() {
  return (
    <main>
      <h1>Pulzus in a React app</h1>
      <section>
        <h2>A chart from static data</h2>
        <BarChart data={STATIC_GRAPH} title="Engagement by unit" language="en" />
      </section>
      <section>
        <h2>Sign in to the server behind /api</h2>
        <SignIn />
      </section>
      <section>
        <h2>A connected graph</h2>
        <Graph slug="commitment_total" />
      </section>
      <section>
        <h2>An admin screen</h2>
        <GraphSettingsScreen />
      </section>
    </main>
  );
}
