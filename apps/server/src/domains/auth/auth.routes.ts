import type { FastifyInstance } from 'fastify';

/** The auth domain's routes (spec 1 §7); each registered from the core route table. */
export async function authDomain(_app: FastifyInstance): Promise<void> {}
