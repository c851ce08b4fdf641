import { z } from 'zod';
import { zRequiredText } from './form-errors';

/** The provider connect return (/oauth): saving needs a name for the API key (spec 2 §5). */
export const zProviderConnectForm = z.object({ name: zRequiredText });
/** The provider connect form, as typed. */
export type ProviderConnectForm = z.input<typeof zProviderConnectForm>;
