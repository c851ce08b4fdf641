import { z } from 'zod';
import { zId } from './common';

/** A worker group: id, name and a slug code derived from the name (spec 1 §3). */
export const zWorkerGroup = z.object({ id: zId, name: z.string().min(1), code: z.string() });
/** A worker group. */
export type WorkerGroup = z.infer<typeof zWorkerGroup>;

/** A worker group's code as a company keeps it: lower-case letters and digits, words joined by single hyphens. */
export const WORKER_GROUP_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The `POST worker-groups` payload: the name is required (spec 1 §5, §7); the code is optional — a company's own
 * group code — and derived from the name when left out (spec 1 §3). Codes are unique per account.
 */
export const zWorkerGroupCreatePayload = z.object({
  name: z.string().trim().min(1),
  code: z.string().trim().max(64).regex(WORKER_GROUP_CODE_PATTERN).optional(),
});
/** The `POST worker-groups` payload. */
export type WorkerGroupCreatePayload = z.infer<typeof zWorkerGroupCreatePayload>;

/** The answer of `GET worker-groups` (spec 1 §7). */
export const zWorkerGroupsResponse = z.object({ worker_groups: z.array(zWorkerGroup) });
/** The answer of `GET worker-groups`. */
export type WorkerGroupsResponse = z.infer<typeof zWorkerGroupsResponse>;
