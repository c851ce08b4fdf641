import { Alert, Button, TextField, useT } from '@pulzus/widgets';
import type { FocusEvent } from 'react';
import styled from 'styled-components';
import { useNotify } from '../shared/useNotify';

const Copyable = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  input { font-family: ui-monospace, monospace; }
  > button { justify-self: start; }
`;

/** Props of {@link EmbedSigningSecret}. */
export interface EmbedSigningSecretProps {
  /** The key's id, the `kid` claim of the tokens it verifies. */
  keyId: number;
  /** The signing secret, shown this once. */
  secret: string;
}

const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

/**
 * A signing secret the only time it is ever shown (docs/embedding.md "Signed embed tokens"), with
 * the key id the intranet's backend puts in `kid`, and a copy button; it belongs on that backend only.
 */
export function EmbedSigningSecret({ keyId, secret }: EmbedSigningSecretProps) {
  const { t } = useT();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('admin-embed-keys-copied');
    } catch {
      notify.danger('admin-embed-keys-copy-error');
    }
  };
  return (
    <Copyable data-component="Pulzus.EmbedSigningSecret">
      <Alert tone="warning">{t('admin-embed-keys-secret-once')}</Alert>
      <TextField label={t('admin-embed-keys-key-id')} value={String(keyId)} readOnly onFocus={selectAll} />
      <TextField label={t('admin-embed-keys-secret')} value={secret} readOnly onFocus={selectAll} />
      <Button type="button" $variant="secondary" onClick={() => void copy()}>
        {t('admin-embed-keys-copy-secret')}
      </Button>
    </Copyable>
  );
}
