import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertEmbedCommentsAllowed, assertEmbedGraphAllowed, authenticateEmbed } from './embed-auth';
import { applyEmbedCors } from './embed-cors';

/**
 * The embed domain's part of authentication (docs/embedding.md), registered right after the auth
 * service it depends on: it resolves embed session tokens for `authenticate`, holds an embed token
 * to its key's comment permission, graphs and pinned queries once the body is parsed, and puts CORS headers only on
 * embed routes, for the key's origins.
 */
export const embedGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.embedAuthenticator = authenticateEmbed;
    app.addHook('preHandler', async (request) => {
      assertEmbedCommentsAllowed(request);
      assertEmbedGraphAllowed(request);
    });
    app.addHook('onSend', async (request, reply) => applyEmbedCors(request, reply));
  },
  { name: 'embed-guard', dependencies: ['auth'] },
);
