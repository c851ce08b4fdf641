import { z } from 'zod';
import { zRequiredId } from './form-errors';

/** The session-account dialog: an account must be chosen (spec 1 §5). */
export const zSessionAccountForm = z.object({ account_id: zRequiredId });
/** The session-account dialog's form. */
export type SessionAccountForm = z.infer<typeof zSessionAccountForm>;
