import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeOpenapiDocument } from '../openapi-document';

/**
 * OpenAPI generated from the route schemas (the core zod contract), served at /api/docs unless
 * API_DOCS=false; each call
 * of the route table carries its client method name, summary, security and error responses
 * (`npm test` lints it with Redocly's recommended rules, redocly.yaml).
 */
export const openapi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Pulzus API',
          version: '0.1.0',
          description:
            'Employee-engagement survey analytics. Every route names its role rule in its description.',
        },
        // the API is served by the server that serves this document, under /api
        servers: [{ url: '/', description: 'The server this document is served by' }],
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? completeOpenapiDocument(documentObject.openapiObject, routes)
          : documentObject.swaggerObject,
    });
    // API_DOCS=false keeps the document for the server's own use (app.swagger()) but serves no page
    if (app.env.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
