import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHART_GRAPH_SLUGS,
  type EmbedKey,
  type EmbedKeyForm,
  type GraphSlug,
  graphTitleKey,
  isChartGraphSlug,
  newEmbedKeyForm,
  zEmbedKeyForm,
} from '@pulzus/core';
import { Checkbox, Form, Modal, Switch, TextField, useRouteMutation, useT } from '@pulzus/widgets';
import { type FormEvent, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { EmbedKeyLockFields } from './EmbedKeyLockFields';
import { EmbedKeySigningFields } from './EmbedKeySigningFields';
import { EmbedOriginsField } from './EmbedOriginsField';
import { draftOfLock, type LockDraft, lockOfDraft, newLockDraft } from './lock-draft';
import { useLockLists } from './useLockLists';
import { useOriginDraft } from './useOriginDraft';
import { ModalFormActions } from '../shared/ModalFormActions';
import { framedFields } from '../shared/layout-styles';

const Graphs = styled.fieldset`
  ${framedFields}
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  min-inline-size: 0;
  small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.danger}; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A new key as the list shows it right after creating: the key and any signing secret (once), and the graphs of its snippet. */
export interface CreatedEmbedKey {
  /** The key's id, the `kid` of its signed tokens. */
  readonly id: number;
  /** The key, shown this once. */
  readonly key: string;
  /** The graphs it may show, one snippet element each. */
  readonly graphs: readonly GraphSlug[];
  /** The signing secret, shown this once; absent when the key has none. */
  readonly signingSecret?: string | undefined;
  /** Whether the key draws through signed tokens only, so a snippet with the bare key would draw nothing. */
  readonly requireSignedToken: boolean;
}

/** Props of {@link EmbedKeyFormModal}. */
export interface EmbedKeyFormModalProps {
  /** The key to change; default none: the popup creates a new key. */
  editing?: EmbedKey | undefined;
  /** Called with the new key after a successful create. */
  onCreated: (created: CreatedEmbedKey) => void;
  /** Called after a successful change of `editing`; default nothing. */
  onSaved?: (() => void) | undefined;
  /** Called when the popup closes without a key. */
  onClose: () => void;
}

/**
 * The new or changed embed key popup (docs/embedding.md): a name, the graphs the key may show (at
 * least one) and the exact origins allowed (at least one, each checked as it is added); optionally
 * a pinned query from the account's data with the controls the page may still change, a signing
 * secret and the signed-tokens-only flag; whether its tokens may read comments (docs/embedding.md "Comments").
 * A failure toasts (spec 1 §8).
 */
export function EmbedKeyFormModal({ editing, onCreated, onSaved, onClose }: EmbedKeyFormModalProps) {
  const { t } = useT();
  const create = useRouteMutation('embedKeysCreate', { invalidates: ['embedKeysList'] });
  const update = useRouteMutation('embedKeysUpdate', { invalidates: ['embedKeysList'] });
  const notify = useNotify();
  const titleId = useId();
  const graphsErrorId = useId();
  const commentsHintId = useId();
  const { register, control, handleSubmit, setValue, getValues, formState } = useForm<EmbedKeyForm>({
    resolver: zodResolver(zEmbedKeyForm),
    defaultValues: editing
      ? { name: editing.name, graphs: editing.graphs.filter(isChartGraphSlug), origins: editing.origins }
      : newEmbedKeyForm(),
    mode: 'onTouched',
  });
  const [pinned, setPinned] = useState(Boolean(editing?.lock));
  const [lockDraft, setLockDraft] = useState<LockDraft>(() =>
    editing?.lock ? draftOfLock(editing.lock) : newLockDraft(getValues('graphs')[0] ?? 'commitment_total'),
  );
  const [pinIncomplete, setPinIncomplete] = useState(false);
  const [createSecret, setCreateSecret] = useState(false);
  const [requireToken, setRequireToken] = useState(editing?.require_signed_token ?? false);
  const [allowsComments, setAllowsComments] = useState(editing?.allows_comments ?? false);
  const lists = useLockLists(pinned, lockDraft.state.surveyDateIds[0] ?? null);
  const origins = useWatch({ control, name: 'origins' });
  const setOrigins = (next: string[]) =>
    setValue('origins', next, { shouldValidate: true, shouldTouch: true });
  const draft = useOriginDraft(origins, setOrigins);
  const { errors } = formState;
  const saving = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    const lock = pinned ? lockOfDraft(lockDraft) : null;
    if (pinned && !lock) {
      setPinIncomplete(true);
      return;
    }
    const settings = {
      name: values.name.trim(),
      graphs: lock ? [lock.slug] : values.graphs,
      origins: values.origins,
      lock,
      require_signed_token: requireToken,
      allows_comments: allowsComments,
    };
    try {
      if (editing) {
        await update.mutateAsync({ params: { id: editing.id }, body: settings });
        notify.success('toast-embed-key-updated');
        onSaved?.();
        return;
      }
      const created = await create.mutateAsync({
        body: { ...settings, signing_secret: createSecret || requireToken },
      });
      onCreated({
        id: created.id,
        key: created.key,
        graphs: settings.graphs,
        signingSecret: created.signing_secret,
        requireSignedToken: requireToken,
      });
    } catch {
      notify.danger(editing ? 'toast-embed-key-update-error' : 'toast-embed-key-create-error');
    }
  });
  // an origin still typed into the field is added first; one that is no origin stops the save
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!draft.commit()) {
      event.preventDefault();
      return;
    }
    // a pinned key shows its pinned graph alone
    if (pinned) setValue('graphs', [lockDraft.slug]);
    void submit(event);
  };

  const graphsError = fieldErrorText(t, errors.graphs?.root ?? errors.graphs);
  const originsError = fieldErrorText(t, errors.origins?.root ?? errors.origins);
  return (
    <Modal open size="lg" onClose={onClose} labelledBy={titleId} state={saving ? 'submitting' : 'loaded'}>
      <h2 id={titleId}>
        {t(editing ? 'admin-embed-keys-edit-popup-title' : 'admin-embed-keys-add-popup-title')}
      </h2>
      <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <TextField
          label={t('admin-embed-keys-name')}
          autoComplete="off"
          error={fieldErrorText(t, errors.name)}
          {...register('name')}
        />
        <Checkbox
          label={t('admin-embed-keys-pin-toggle')}
          checked={pinned}
          onCheckedChange={(on) => {
            setPinned(on);
            setPinIncomplete(false);
          }}
        />
        {pinned ? (
          <EmbedKeyLockFields
            draft={lockDraft}
            onChange={(next) => {
              setLockDraft(next);
              setPinIncomplete(false);
            }}
            lists={lists}
            error={pinIncomplete ? t('admin-embed-keys-pin-incomplete') : undefined}
          />
        ) : null}
        {/* a pinned key shows its pinned graph alone: the list gives way to the pin's graph select */}
        {pinned ? null : (
          <Controller
            control={control}
            name="graphs"
            render={({ field }) => (
              <Graphs
                aria-invalid={graphsError !== undefined}
                aria-describedby={graphsError ? graphsErrorId : undefined}
              >
                <legend>{t('admin-embed-keys-graphs')}</legend>
                {CHART_GRAPH_SLUGS.map((slug) => (
                  <Checkbox
                    key={slug}
                    label={t(graphTitleKey(slug))}
                    checked={field.value.includes(slug)}
                    onBlur={field.onBlur}
                    onCheckedChange={(checked) =>
                      // kept in menu order, whatever the order of the clicks
                      field.onChange(
                        CHART_GRAPH_SLUGS.filter((s) => (s === slug ? checked : field.value.includes(s))),
                      )
                    }
                  />
                ))}
                {graphsError ? <small id={graphsErrorId}>{graphsError}</small> : null}
              </Graphs>
            )}
          />
        )}
        <EmbedOriginsField
          origins={origins}
          onRemove={(origin) => setOrigins(origins.filter((o) => o !== origin))}
          draft={draft}
          error={originsError}
        />
        <EmbedKeySigningFields
          hasSecret={editing?.has_signing_secret ?? false}
          createSecret={editing ? null : createSecret}
          onCreateSecretChange={setCreateSecret}
          requireToken={requireToken}
          onRequireTokenChange={setRequireToken}
        />
        <Switch
          label={t('admin-embed-keys-allows-comments')}
          checked={allowsComments}
          onCheckedChange={setAllowsComments}
          aria-describedby={commentsHintId}
        />
        <Hint id={commentsHintId}>{t('admin-embed-keys-allows-comments-hint')}</Hint>
        <ModalFormActions
          onCancel={onClose}
          submitDisabled={saving}
          submitLabel={editing ? 'common-save' : 'admin-embed-keys-create'}
        />
      </Form>
    </Modal>
  );
}
