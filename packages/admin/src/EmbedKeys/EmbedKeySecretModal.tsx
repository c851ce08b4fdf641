import { Button, FormActions, Modal, useT } from '@pulzus/widgets';
import { useId } from 'react';
import { EmbedSigningSecret } from './EmbedSigningSecret';

/** Props of {@link EmbedKeySecretModal}. */
export interface EmbedKeySecretModalProps {
  /** The key whose secret was created or replaced. */
  keyId: number;
  /** The key's name, in the title. */
  name: string;
  /** The new signing secret, shown this once. */
  secret: string;
  /** Called when the popup closes; the secret is gone from the screen then. */
  onClose: () => void;
}

/** Shows a key's new signing secret once, after "New signing secret" (docs/embedding.md "Signed embed tokens"). */
export function EmbedKeySecretModal({ keyId, name, secret, onClose }: EmbedKeySecretModalProps) {
  const { t } = useT();
  const titleId = useId();
  return (
    <Modal open size="md" onClose={onClose} labelledBy={titleId} state="created">
      <h2 id={titleId}>{t('admin-embed-keys-secret-title', { name })}</h2>
      <EmbedSigningSecret keyId={keyId} secret={secret} />
      <FormActions>
        <Button type="button" onClick={onClose}>
          {t('common-close')}
        </Button>
      </FormActions>
    </Modal>
  );
}
