import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

// the modules the widgets and the embed bundle reach for the client, the session and errors
const BROWSER_ENTRIES = [
  'api/client.ts',
  'api/route-table.ts',
  'api/routes-embed-calls.ts',
  'session/session.ts',
  'session/decode-token.ts',
  'errors/api-error.ts',
  'schemas/graph-slugs.ts',
  'schemas/language-codes.ts',
];

const STATEMENT = /^\s*(import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The specifiers a module imports at run time: `import type` and all-type `{ type … }` lists are erased. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const [, , typeOnly, clause, specifier] of source.matchAll(STATEMENT)) {
    if (typeOnly || !specifier) continue;
    const names = clause
      ?.match(/^\{([\s\S]*)\}$/)?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    found.push(specifier);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p) && p.endsWith('.ts')) ?? null;
}

/** The chain of modules from `entry` to a module that imports zod at run time, or null. */
function chainToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) return [...chain, 'zod'];
      const next = resolve(file, specifier);
      const found = next && walk(next, [...chain, relative(SRC, next)]);
      if (found) return found;
    }
    return null;
  };
  return walk(join(SRC, entry), [entry]);
}

describe('zod-free browser path', () => {
  it('finds a run-time zod import through a schema module', () => {
    expect(chainToZod('api/routes.ts')).not.toBeNull();
    expect(runtimeImports("import { type A, b } from './x';\nimport type { C } from './y';")).toEqual([
      './x',
    ]);
  });

  it.each(BROWSER_ENTRIES)('%s reaches no zod module at run time', (entry) => {
    expect(chainToZod(entry), 'import the zod-free module, or use `import type`').toBeNull();
  });
});
