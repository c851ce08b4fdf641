import type { FastifyInstance } from 'fastify';

/** The worker-groups domain's routes (spec 1 §7); each registered from the core route table. */
export async function workerGroupsDomain(_app: FastifyInstance): Promise<void> {}
