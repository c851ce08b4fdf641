import { useContext } from 'react';
import { PulzusContext, type PulzusContextValue } from './pulzus-context';

/** The provider's client and session; throws outside `PulzusProvider`. */
export function usePulzus(): PulzusContextValue {
  const value = useContext(PulzusContext);
  if (!value) throw new Error('Pulzus hooks must be used inside <PulzusProvider>.');
  return value;
}
