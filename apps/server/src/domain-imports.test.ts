import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The domain import rules of .dependency-cruiser.mjs (docs/architecture.md "Server"), run on a small tree that breaks
// each of them once (scripts/fixtures/depcruise/), so a rule that stops matching fails here, not silently.

const ROOT = join(import.meta.dirname, '../../..');
const FIXTURE = join(ROOT, 'scripts/fixtures/depcruise');
const DOMAINS = 'apps/server/src/domains';

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

/** The violations dependency-cruiser reports on the fixture tree with the repository's configuration. */
function cruiseFixture(): Violation[] {
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      join(ROOT, '.dependency-cruiser.mjs'),
      '--output-type',
      'json',
      'apps/server/src',
    ],
    { cwd: FIXTURE, encoding: 'utf8' },
  );
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations;
}

describe('domain import rules', () => {
  it('report exactly the fixture tree’s four broken imports, as errors', { timeout: 60_000 }, () => {
    const found = cruiseFixture()
      .map((v) => `${v.rule.severity} ${v.rule.name}: ${v.from} -> ${v.to}`)
      .sort();
    expect(found).toEqual(
      [
        `error domain-imports-services-only: ${DOMAINS}/auth/login.service.ts -> ${DOMAINS}/email/mailer.ts`,
        `error domain-tests-import-services-or-fixtures: ${DOMAINS}/auth/login.test.ts -> ${DOMAINS}/email/mailer.ts`,
        `error domain-tiers: ${DOMAINS}/billing/billing.service.ts -> ${DOMAINS}/email/email.service.ts`,
        `error domain-tiers: ${DOMAINS}/email/email.service.ts -> ${DOMAINS}/auth/auth.service.ts`,
      ].sort(),
    );
  });
});
