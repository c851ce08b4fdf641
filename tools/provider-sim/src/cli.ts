// CLI entry: `node tools/provider-sim/src/cli.ts` (Node 24 strips the types; only erasable syntax here).
import { parseCliArgs, USAGE } from './cli-args.ts';
import { createProviderSim } from './server.ts';

let options: ReturnType<typeof parseCliArgs>;
try {
  options = parseCliArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (!options) {
  console.log(USAGE);
  process.exit(0);
}

const sim = await createProviderSim(options);
const { state } = sim;
const responses = state.data.surveys.reduce((n, s) => n + s.responses.length, 0);
const copyLog = state.data.copyLog;
const edits = (key: 'reworded' | 'added' | 'removed'): number =>
  (copyLog ?? []).reduce((n, log) => n + log[key].length, 0);
const copies = copyLog
  ? `\n  copies         each survey a copy of the one before (new ids): ${edits('reworded')} statements reworded, ${edits('added')} added, ${edits('removed')} removed in all`
  : '';
const authorize = new URL('/oauth/authorize', sim.url);
authorize.search = new URLSearchParams({
  response_type: 'code',
  client_id: state.clientId,
  redirect_uri: state.redirectUris[0] ?? '',
  state: 'demo',
}).toString();

console.log(`SurveyMonkey v3 simulator listening on ${sim.url}
  API base       ${sim.url}/v3
  client id      ${state.clientId}
  client secret  ${state.clientSecret}
  redirect URIs  ${state.redirectUris.join(', ')}
  ready token    ${state.issueToken()}
  authorize      ${authorize.toString()}
  data           ${state.data.surveys.length} surveys, ${responses} responses${copies}
  rate limits    ${state.limits.perMinute}/minute, ${state.limits.perDay}/day
Press Ctrl+C to stop.`);

const stop = (): void => {
  sim.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
