import { parseArgs } from 'node:util';
import type { CopyOptions } from './data/dataset.ts';
import type { ProviderSimOptions } from './server.ts';

/** Usage text of the CLI. */
export const USAGE = `Usage: node tools/provider-sim/src/cli.ts [options]

  --port <n>              port to listen on (default 4010; 0 = any free port)
  --host <ip>             interface (default 127.0.0.1)
  --public-url <url>      base URL used in hrefs, links and access_url (default http://host:port)
  --seed <s>              data seed (default 1)
  --surveys <n>           number of surveys (default 3)
  --respondents <n[,n]>   respondents per survey, newest first (default 250)
  --statements <n>        matrix statements per survey, 40–80 (default: seeded)
  --end-date <iso>        end of the newest survey's field period (default 2025-06-30T00:00:00Z)
  --copied-surveys        each survey is a copy of the one before (new ids, same texts) with edits
  --copy-reworded <n>     statements reworded in each copy (default 2; implies --copied-surveys)
  --copy-added <n>        statements added in each copy (default 2; implies --copied-surveys)
  --copy-removed <n>      statements removed from each copy (default 0; implies --copied-surveys)
  --per-minute <n>        requests per minute (default 120)
  --per-day <n>           requests per day (default 500)
  --client-id <id>        OAuth client id (default sim-client-1)
  --client-secret <s>     OAuth client secret (default sim-secret-1)
  --redirect-uri <uri>    registered redirect URI (repeatable; default http://localhost:3000/oauth and http://127.0.0.1:3000/oauth)
  --auto-approve          /oauth/authorize approves at once, without the consent page
  --auto-deny             /oauth/authorize denies at once
  --clamp-per-page        clamp per_page above the maximum instead of answering 400 1003
  --help                  show this text`;

const int = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer`);
  return n;
};

/** Parses CLI arguments into simulator options, or null when `--help` was asked for. */
export function parseCliArgs(argv: readonly string[]): ProviderSimOptions | null {
  const { values: v } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'public-url': { type: 'string' },
      seed: { type: 'string' },
      surveys: { type: 'string' },
      respondents: { type: 'string' },
      statements: { type: 'string' },
      'end-date': { type: 'string' },
      'copied-surveys': { type: 'boolean' },
      'copy-reworded': { type: 'string' },
      'copy-added': { type: 'string' },
      'copy-removed': { type: 'string' },
      'per-minute': { type: 'string' },
      'per-day': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'auto-approve': { type: 'boolean' },
      'auto-deny': { type: 'boolean' },
      'clamp-per-page': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (v.help) return null;
  const respondents = v.respondents?.split(',').map((n) => int(n, 'respondents') ?? 0);
  const seed = v.seed === undefined ? 1 : /^\d+$/.test(v.seed) ? Number(v.seed) : v.seed;
  const options: ProviderSimOptions = {
    port: int(v.port, 'port') ?? 4010,
    seed,
    rateLimit: {
      perMinute: int(v['per-minute'], 'per-minute') ?? 120,
      perDay: int(v['per-day'], 'per-day') ?? 500,
    },
    autoDecision: v['auto-approve'] ? 'approve' : v['auto-deny'] ? 'deny' : null,
    perPageOverflow: v['clamp-per-page'] ? 'clamp' : 'error',
  };
  if (v.host) options.host = v.host;
  if (v['public-url']) options.publicUrl = v['public-url'];
  if (v.surveys) options.surveys = int(v.surveys, 'surveys');
  if (respondents) options.respondents = respondents.length === 1 ? respondents[0] : respondents;
  if (v.statements) options.statements = int(v.statements, 'statements');
  if (v['end-date']) options.endDate = v['end-date'];
  const copies: CopyOptions = {
    reworded: int(v['copy-reworded'], 'copy-reworded'),
    added: int(v['copy-added'], 'copy-added'),
    removed: int(v['copy-removed'], 'copy-removed'),
  };
  if (v['copied-surveys'] || Object.values(copies).some((n) => n !== undefined)) options.copies = copies;
  if (v['client-id']) options.clientId = v['client-id'];
  if (v['client-secret']) options.clientSecret = v['client-secret'];
  if (v['redirect-uri']) options.redirectUris = v['redirect-uri'];
  return options;
}
