import type { FastifyInstance } from 'fastify';

/** The survey-dates domain's routes (spec 1 §7); each registered from the core route table. */
export async function surveyDatesDomain(_app: FastifyInstance): Promise<void> {}
