import type { FastifyInstance } from 'fastify';

/** The users domain's routes (spec 1 §7); each registered from the core route table. */
export async function usersDomain(_app: FastifyInstance): Promise<void> {}
