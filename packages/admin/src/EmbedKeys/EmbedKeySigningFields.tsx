import { Checkbox, useT } from '@pulzus/widgets';
import { LockFieldset } from './EmbedKeyLockFields';

/** Props of {@link EmbedKeySigningFields}. */
export interface EmbedKeySigningFieldsProps {
  /** Whether the key already has a signing secret (an existing key); default false. */
  hasSecret: boolean;
  /** Whether a new key gets a signing secret; null for an existing key, whose secret is made in the list. */
  createSecret: boolean | null;
  onCreateSecretChange: (create: boolean) => void;
  /** Whether the key draws through signed tokens only. */
  requireToken: boolean;
  onRequireTokenChange: (require: boolean) => void;
}

/**
 * The signed-token settings of an embed key (docs/embedding.md "Signed embed tokens"): a signing
 * secret for a new key, and whether the bare key draws nothing — which needs a secret, so a new key
 * that requires tokens gets one.
 */
export function EmbedKeySigningFields({
  hasSecret,
  createSecret,
  onCreateSecretChange,
  requireToken,
  onRequireTokenChange,
}: EmbedKeySigningFieldsProps) {
  const { t } = useT();
  const secretThere = hasSecret || createSecret === true;
  return (
    <LockFieldset>
      <legend>{t('admin-embed-keys-signing')}</legend>
      <p>{t('admin-embed-keys-signing-hint')}</p>
      {createSecret === null ? (
        <p>{t(hasSecret ? 'admin-embed-keys-has-secret' : 'admin-embed-keys-no-secret')}</p>
      ) : (
        <Checkbox
          label={t('admin-embed-keys-create-secret')}
          checked={createSecret || requireToken}
          disabled={requireToken}
          onCheckedChange={onCreateSecretChange}
        />
      )}
      <Checkbox
        label={t('admin-embed-keys-require-token')}
        checked={requireToken}
        disabled={!secretThere && createSecret === null}
        onCheckedChange={onRequireTokenChange}
      />
    </LockFieldset>
  );
}
