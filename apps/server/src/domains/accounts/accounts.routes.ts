import type { FastifyInstance } from 'fastify';

/** The accounts domain's routes (spec 1 §7); each registered from the core route table. */
export async function accountsDomain(_app: FastifyInstance): Promise<void> {}
