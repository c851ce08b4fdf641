import {
  COMMENT_THRESHOLD_MAX,
  type CommentSettingsResponse,
  errorMessageKey,
  isApiError,
  type MessageKey,
} from '@pulzus/core';
import { Button, Form, routeQuery, TextAreaField, TextField, useRouteMutation, useT } from '@pulzus/widgets';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { AccountSettingsScreen } from '../shared/AccountSettingsScreen';
import { useNotify } from '../shared/useNotify';

/** The longest masked name the server keeps (docs/privacy.md "Rule C6"). */
const NAME_MAX = 100;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 640px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A field error as the screen shows it: a message key with its values. */
type FieldError = { key: MessageKey; values?: Record<string, string | number> };

/** The threshold as typed: empty is the default, otherwise a whole number from k to 100; null when it is valid. */
export function thresholdError(text: string, k: number): FieldError | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return { key: 'error-comment-threshold-out-of-range', values: { k } };
  const n = Number(value);
  if (n < k) return { key: 'error-comment-threshold-below-k', values: { k } };
  if (n > COMMENT_THRESHOLD_MAX) return { key: 'error-comment-threshold-out-of-range', values: { k } };
  return null;
}

/** The names typed one a line, trimmed, empty lines left out. */
export const namesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The first masked name that is too short or too long, for the field's error. */
function namesError(names: readonly string[]): FieldError | null {
  const bad = names.find((name) => name.length < 2 || name.length > NAME_MAX);
  return bad === undefined ? null : { key: 'admin-comment-settings-name-length', values: { name: bad } };
}

function CommentSettingsForm({ settings }: { settings: CommentSettingsResponse }) {
  const { t } = useT();
  const notify = useNotify();
  const formId = useId();
  const thresholdRef = useRef<HTMLInputElement>(null);
  const namesRef = useRef<HTMLTextAreaElement>(null);
  const save = useRouteMutation('commentSettingsSave', { invalidates: ['commentSettings'] });
  const [threshold, setThreshold] = useState(settings.comment_min_group_size?.toString() ?? '');
  const [names, setNames] = useState(settings.masked_names.join('\n'));
  const [errors, setErrors] = useState<{ threshold?: FieldError | null; names?: FieldError | null }>({});
  const { k } = settings;
  const defaultThreshold = Math.max(k, 10);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const list = namesOf(names);
    const found = { threshold: thresholdError(threshold, k), names: namesError(list) };
    setErrors(found);
    if (found.threshold) return thresholdRef.current?.focus();
    if (found.names) return namesRef.current?.focus();
    const value = threshold.trim() === '' ? null : Number(threshold.trim());
    try {
      await save.mutateAsync({ body: { comment_min_group_size: value, masked_names: list } });
      notify.success('toast-comment-settings-saved');
    } catch (error) {
      // the server's own refusal (k may have been raised since the screen loaded) shows on the field
      if (
        isApiError(error) &&
        (error.code === 'comment-threshold-below-k' || error.code === 'comment-threshold-out-of-range')
      ) {
        const serverK = typeof error.details?.k === 'number' ? error.details.k : k;
        setErrors({ threshold: { key: errorMessageKey(error.code), values: { k: serverK } } });
        thresholdRef.current?.focus();
        return;
      }
      notify.danger('toast-comment-settings-error');
    }
  };

  const text = (error: FieldError | null | undefined) => (error ? t(error.key, error.values) : undefined);
  return (
    <Form id={formId} onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
      <Fields>
        <p>{t('admin-comment-settings-intro', { threshold: settings.threshold })}</p>
        <TextField
          ref={thresholdRef}
          label={t('admin-comment-settings-threshold')}
          hint={t('admin-comment-settings-threshold-hint', {
            k,
            default: defaultThreshold,
            max: COMMENT_THRESHOLD_MAX,
          })}
          inputMode="numeric"
          placeholder={String(defaultThreshold)}
          value={threshold}
          onChange={(event) => setThreshold(event.currentTarget.value)}
          error={text(errors.threshold)}
        />
        <TextAreaField
          ref={namesRef}
          label={t('admin-comment-settings-names')}
          hint={t('admin-comment-settings-names-hint')}
          rows={6}
          value={names}
          onChange={(event) => setNames(event.currentTarget.value)}
          error={text(errors.names)}
        />
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {t(save.isPending ? 'admin-comment-settings-saving' : 'common-save')}
          </Button>
        </Actions>
      </Fields>
    </Form>
  );
}

/**
 * The session account's comment settings (docs/privacy.md "Rule C1", "Rule C6"): the comment threshold — at least the
 * account's k, at most 100, empty for max(k, 10) — and the names masked in comments beside the users' own, one a
 * line. A threshold below k is refused on its field, by this screen and by the server alike.
 */
export function CommentSettingsScreen() {
  return (
    <AccountSettingsScreen
      name="Pulzus.CommentSettingsScreen"
      title="admin-comment-settings-title"
      query={(client, accountId) => routeQuery(client, accountId, 'commentSettings')}
    >
      {(settings) => <CommentSettingsForm settings={settings} />}
    </AccountSettingsScreen>
  );
}
