import { embedSnippet } from '@pulzus/core';
import { Alert, Button, FormActions, Modal, TextAreaField, TextField, useT } from '@pulzus/widgets';
import { type FocusEvent, useId } from 'react';
import styled from 'styled-components';
import { useNotify } from '../shared/useNotify';
import type { CreatedEmbedKey } from './EmbedKeyFormModal';
import { EmbedSigningSecret } from './EmbedSigningSecret';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  input, textarea { font-family: ui-monospace, monospace; }
  > div > button { justify-self: start; }
`;

const Copyable = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link EmbedKeyCreatedModal}. */
export interface EmbedKeyCreatedModalProps {
  /** The new key and its graphs. */
  created: CreatedEmbedKey;
  /** The Pulzus server's origin written into the snippet. */
  serverUrl: string;
  /** Called when the popup closes; the key is gone from the screen then. */
  onClose: () => void;
}

const selectAll = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => event.currentTarget.select();

/**
 * Shows a new embed key the only time it is ever shown (docs/embedding.md), with a copy button, and
 * the HTML the intranet page needs: the element script and one `<pulzus-graph>` per graph of the
 * key — or, for a key that draws through signed tokens only, where the signed token goes instead —
 * and its signing secret, shown this once too.
 */
export function EmbedKeyCreatedModal({ created, serverUrl, onClose }: EmbedKeyCreatedModalProps) {
  const { t, language } = useT();
  const notify = useNotify();
  const titleId = useId();
  const snippet = embedSnippet({ serverUrl, key: created.key, graphs: created.graphs, lang: language });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('admin-embed-keys-copied');
    } catch {
      notify.danger('admin-embed-keys-copy-error');
    }
  };
  return (
    <Modal open size="lg" onClose={onClose} labelledBy={titleId} state="created">
      <h2 id={titleId}>{t('admin-embed-keys-created-title')}</h2>
      <Body>
        <Alert tone="warning">{t('admin-embed-keys-created-once')}</Alert>
        <Copyable>
          <TextField label={t('admin-embed-keys-key')} value={created.key} readOnly onFocus={selectAll} />
          <Button type="button" $variant="secondary" onClick={() => void copy(created.key)}>
            {t('admin-embed-keys-copy-key')}
          </Button>
        </Copyable>
        {created.requireSignedToken ? (
          <p>{t('admin-embed-keys-created-signed-only')}</p>
        ) : (
          <Copyable>
            <TextAreaField
              label={t('admin-embed-keys-snippet')}
              value={snippet}
              rows={Math.min(10, created.graphs.length * 2 + 3)}
              readOnly
              spellCheck={false}
              onFocus={selectAll}
            />
            <Button type="button" $variant="secondary" onClick={() => void copy(snippet)}>
              {t('admin-embed-keys-copy-snippet')}
            </Button>
          </Copyable>
        )}
        {created.signingSecret ? (
          <EmbedSigningSecret keyId={created.id} secret={created.signingSecret} />
        ) : null}
        <FormActions>
          <Button type="button" onClick={onClose}>
            {t('common-close')}
          </Button>
        </FormActions>
      </Body>
    </Modal>
  );
}
