import { type RouteName, routes } from '@pulzus/core';
import { describe, expect, it } from 'vitest';

// the admin's own source, not its tests, stories or test harness
const sources = Object.entries(
  import.meta.glob<string>(
    ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx', '!../testing/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
);

/** A busy flag kept by hand in React state: `const [busy, setBusy] = useState(…)` and its kin. */
const BUSY_STATE = /const \[(?:is)?(?:busy|saving|submitting)\w*, set\w+\] = useState\b/i;

/** What a source does that the rule forbids: hand-kept busy state, and writes called on the client directly. */
function handRolledSaves(source: string): string[] {
  const found: string[] = [];
  if (BUSY_STATE.test(source) || /\bsetBusy\(/.test(source)) found.push('busy state');
  for (const [, name] of source.matchAll(/\bclient\s*\.\s*(\w+)\(/g)) {
    const route = routes[name as RouteName];
    if (route && route.method !== 'GET') found.push(`client.${name}`);
  }
  return found;
}

describe('every admin save is a mutation (docs/architecture.md "Fetching and saving")', () => {
  it('keeps no busy flag of its own and calls no write on the client directly: saves go through useRouteMutation', () => {
    const offenders = sources
      .map(([path, source]) => [path, handRolledSaves(source)] as const)
      .filter(([, found]) => found.length > 0);
    expect(sources.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  it('reports the hand-rolled pattern it replaced', () => {
    const handRolled = `
      const [busy, setBusy] = useState(false);
      const onSave = async () => {
        setBusy(true);
        await client.usersDelete({ params: { id } });
        await reload();
        setBusy(false);
      };
      const download = () => client.auditLogDownload({ params });`;
    expect(handRolledSaves(handRolled)).toEqual(['busy state', 'client.usersDelete']);
    expect(
      handRolledSaves('const save = useRouteMutation("usersDelete", { invalidates: ["usersList"] });'),
    ).toEqual([]);
  });
});
