import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@pulzus/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoute } from '../routing';
import { auditPlugin } from '../services/audit-record';
import { downloadTicketsPlugin } from '../services/download-tickets';
import { surveyDateAccessPlugin } from '../services/survey-date-access';
import { domainPlugin, type ServicePluginName } from './domain-plugin';
import { DOMAINS } from './index';

// docs/architecture.md "Server": the shared services are named plugins that decorate the instance;
// a domain calls the decorations and declares the plugins in its dependencies, never importing the
// functions behind them.

const DOMAINS_DIR = import.meta.dirname;

/** The service modules a domain reaches only through a decoration (types may still be imported). */
const FUNCTION_MODULE = /\/services\/(audit-record|download-tickets|survey-date-access)(\.queries)?$/;

/**
 * Domain files that still import a service function, each with why. The demo seeding
 * (`demo/configure-demo.ts`, `demo/import-demo.ts`) calls these services with a bare database and no
 * Fastify instance, so they cannot reach `app.surveyDates` until the demo runs on the app.
 */
const STILL_IMPORTING: ReadonlyMap<string, string> = new Map([
  ['collectors/collectors.service.ts', 'saveCollectors is called by the demo seeding with a bare database'],
  [
    'demographies/demographies.service.ts',
    'createDemography is called by the demo seeding with a bare database',
  ],
  ['questions/questions.service.ts', 'saveTopics is called by the demo seeding with a bare database'],
  [
    'item-matches/item-matches.service.ts',
    'listItemMatches and saveItemMatchDecisions are called by the demo import with a bare database',
  ],
]);

/** The decoration each service plugin sets, as a domain calls it. */
const DECORATION_OF: Readonly<Record<Exclude<ServicePluginName, 'auth'>, string>> = {
  audit: 'app.audit.',
  downloadTickets: 'app.downloadTickets.',
  surveyDateAccess: 'app.surveyDates.',
};

/** Production source files under a folder, as `/`-separated paths relative to it. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return productionFiles(path).map((file) => `${name}/${file}`);
    return /\.(ts|mts|mjs)$/.test(name) && !/\.test\.ts$/.test(name) ? [name] : [];
  });
}

/** The specifiers of a source text's imports (and re-exports) that bring in a value, not only types. */
function valueImports(text: string): string[] {
  const statements = text.matchAll(/^\s*(import|export)\s+([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm);
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
  return [
    ...[...statements].flatMap(([, , clause = '', specifier = '']) => {
      if (/^type\s/.test(clause)) return [];
      const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
      const names = named?.[1]
        ?.split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const typeOnly = names?.every((part) => part.startsWith('type ')) ?? false;
      return typeOnly ? [] : [specifier];
    }),
    ...dynamic,
  ];
}

/** Domain files (relative to domains/) that import a value from a service function module. */
function domainFilesImportingServiceFunctions(): string[] {
  return productionFiles(DOMAINS_DIR).filter((file) =>
    valueImports(readFileSync(join(DOMAINS_DIR, file), 'utf8')).some((specifier) =>
      FUNCTION_MODULE.test(specifier),
    ),
  );
}

/** The name and dependencies fastify-plugin gave a plugin; undefined for a plain function. */
const pluginMeta = (plugin: unknown) =>
  plugin
    ? (plugin as Record<symbol, { name?: string; dependencies?: string[] } | undefined>)[
        Symbol.for('plugin-meta')
      ]
    : undefined;

describe('domains use the shared services only through their named plugins', () => {
  it('no domain imports the audit, ticket or survey-date functions, only their types', () => {
    const offenders = domainFilesImportingServiceFunctions().filter((file) => !STILL_IMPORTING.has(file));
    expect(offenders, 'call app.audit / app.downloadTickets / app.surveyDates instead').toEqual([]);
  });

  it('every file allowed to import them still does and says why', () => {
    const importing = domainFilesImportingServiceFunctions();
    for (const [file, reason] of STILL_IMPORTING) {
      expect(reason.length, file).toBeGreaterThan(20);
      expect(importing, `${file} no longer imports a service function: drop it from the list`).toContain(
        file,
      );
    }
  });

  it('every domain that calls a decoration or registers a ticket download declares the plugin', () => {
    const ticketRoutes = Object.entries(routes)
      .filter(([, def]) => def.credential === 'ticket')
      .map(([name]) => name);
    const folders = readdirSync(DOMAINS_DIR).filter((name) =>
      statSync(join(DOMAINS_DIR, name)).isDirectory(),
    );
    const missing = folders.flatMap((folder) => {
      const text = productionFiles(join(DOMAINS_DIR, folder))
        .map((file) => readFileSync(join(DOMAINS_DIR, folder, file), 'utf8'))
        .join('\n');
      const registersTicket = ticketRoutes.some((name) =>
        new RegExp(`registerRoute\\(\\s*app,\\s*routes\\.${name}\\b`).test(text),
      );
      const needed = (Object.keys(DECORATION_OF) as (keyof typeof DECORATION_OF)[]).filter(
        (plugin) =>
          text.includes(DECORATION_OF[plugin]) ||
          (registersTicket && (plugin === 'downloadTickets' || plugin === 'audit')),
      );
      if (needed.length === 0) return [];
      const domain = DOMAINS.find((plugin) => pluginMeta(plugin)?.name === `${folder}-domain`);
      const declared = pluginMeta(domain)?.dependencies ?? [];
      return needed.filter((plugin) => !declared.includes(plugin)).map((plugin) => `${folder} → ${plugin}`);
    });
    expect(missing).toEqual([]);
  });

  it('the import scan tells value imports from type-only ones (self-check)', () => {
    expect(valueImports("import { recordAudit } from '../../services/audit-record';")).toEqual([
      '../../services/audit-record',
    ]);
    expect(valueImports("import { type AuditEntry, recordAudit } from '../x';")).toEqual(['../x']);
    expect(valueImports("import type { AuditEntry } from '../x';")).toEqual([]);
    expect(valueImports("import { type AuditEntry, type DateAccess } from '../x';")).toEqual([]);
    expect(valueImports("import {\n  readableSurveyDate,\n} from '../x';")).toEqual(['../x']);
    expect(valueImports("export { recordAudit } from '../x';")).toEqual(['../x']);
    expect(valueImports("const m = await import('../x');")).toEqual(['../x']);
    expect(FUNCTION_MODULE.test('../../services/download-tickets.queries')).toBe(true);
    expect(FUNCTION_MODULE.test('../../services/auth')).toBe(false);
  });
});

/** A bare Fastify instance with the root decorations the service plugins read. */
function bareApp(): FastifyInstance {
  const app = Fastify();
  app.decorate('database', { db: {} } as FastifyInstance['database']);
  app.decorate('now', () => new Date());
  app.decorate('apiRoutes', []);
  return app;
}

describe('a domain without the service plugins it depends on does not boot', () => {
  it('Fastify refuses a domain whose declared service plugin was not registered before it', async () => {
    const app = bareApp();
    const boot = async () => {
      await app.register(domainPlugin(async () => {}, 'sample', ['audit']));
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/dependency 'audit' of plugin 'sample-domain'/);
  });

  it('the same domain boots once the service plugins are registered first, and sees their decorations', async () => {
    const app = bareApp();
    await app.register(auditPlugin);
    await app.register(downloadTicketsPlugin);
    await app.register(surveyDateAccessPlugin);
    const seen: string[] = [];
    await app.register(
      domainPlugin(
        async (domain) => {
          for (const name of ['audit', 'downloadTickets', 'surveyDates'] as const) {
            if (domain.hasDecorator(name)) seen.push(name);
          }
        },
        'sample',
        ['audit', 'downloadTickets', 'surveyDateAccess'],
      ),
    );
    await app.ready();
    expect(seen).toEqual(['audit', 'downloadTickets', 'surveyDates']);
    await app.close();
  });

  it('a ticket download registered without the ticket plugin fails at boot, not on the first download', async () => {
    const app = bareApp();
    await app.register(auditPlugin);
    const boot = async () => {
      await app.register(async (domain) => {
        registerRoute(domain, routes.auditLogDownload, async () => '');
      });
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/register the `downloadTickets` plugin/);
  });
});
