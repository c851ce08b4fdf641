import { z } from 'zod';
import { WORKER_GROUP_CODE_PATTERN } from '../schemas/worker-group';
import { zRequiredText } from './form-errors';

/**
 * The add worker group form: the name is required (spec 1 §5); the code may be left empty (then it is derived from
 * the name) or be the company's own code: lower-case letters, digits and single hyphens.
 */
export const zWorkerGroupForm = z.object({
  name: zRequiredText,
  code: z
    .string()
    .trim()
    .max(64, { error: 'admin-worker-groups-code-invalid' })
    .refine((code) => code === '' || WORKER_GROUP_CODE_PATTERN.test(code), {
      error: 'admin-worker-groups-code-invalid',
    })
    .optional(),
});
/** The add worker group form. */
export type WorkerGroupForm = z.infer<typeof zWorkerGroupForm>;

// Letters that Unicode does not decompose into a base letter and a mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};

/**
 * The worker group's code: the slug derived from its name (spec 1 §3) — lower case, accents
 * dropped (á→a, ő→o, ű→u …), every other run of characters a single hyphen.
 */
export function workerGroupCode(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
