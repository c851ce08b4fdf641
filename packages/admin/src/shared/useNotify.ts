import type { MessageKey } from '@pulzus/core';
import { useT, useToasts } from '@pulzus/widgets';
import { useCallback } from 'react';

/** Toasts of the admin actions (spec 1 §8, spec 2 §8): `success` and `danger` of a catalogue key. */
export function useNotify() {
  const { t } = useT();
  const show = useToasts((state) => state.show);
  const success = useCallback((key: MessageKey) => show('success', t(key)), [show, t]);
  const danger = useCallback((key: MessageKey) => show('danger', t(key)), [show, t]);
  return { success, danger };
}
