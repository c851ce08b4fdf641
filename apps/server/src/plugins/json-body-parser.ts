import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { type JsonLimits, jsonLimitBreach, PUBLIC_JSON_LIMITS } from './json-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's JSON body limits (`registerRoute` sets them); default `PUBLIC_JSON_LIMITS`. */
    jsonLimits?: JsonLimits;
  }
}

/**
 * Every JSON body is measured on its text before it is parsed (docs/security.md "Bounded work for every
 * byte received"): its nesting depth, its entries and its longest string, in one linear pass. A body past
 * the route's `jsonLimits` is 400 `body-too-complex` naming the limit, and nothing walks it; any other
 * body goes to Fastify's own parser, with its prototype-poisoning checks.
 */
export const jsonBodyParser = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body); // a string already (`parseAs`)
      const breach = jsonLimitBreach(text, request.routeOptions.config.jsonLimits ?? PUBLIC_JSON_LIMITS);
      if (breach) {
        done(new AppError('body-too-complex', { ...breach }), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body-parser' },
);
