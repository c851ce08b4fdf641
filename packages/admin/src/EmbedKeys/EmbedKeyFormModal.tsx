import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EmbedKeyForm,
  CHART_GRAPH_SLUGS,
  type GraphSlug,
  graphTitleKey,
  newEmbedKeyForm,
  zEmbedKeyForm,
} from '@pulzus/core';
import { Checkbox, Form, Modal, TextField, useApiClient, useT } from '@pulzus/widgets';
import { type FormEvent, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { EmbedOriginsField } from './EmbedOriginsField';
import { useOriginDraft } from './useOriginDraft';
import { ModalFormActions } from '../shared/ModalFormActions';

const Graphs = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.danger}; }
`;

/** A new key as the list shows it right after creating: the key (once) and the graphs of its snippet. */
export interface CreatedEmbedKey {
  /** The key, shown this once. */
  readonly key: string;
  /** The graphs it may show, one snippet element each. */
  readonly graphs: readonly GraphSlug[];
}

/** Props of {@link EmbedKeyFormModal}. */
export interface EmbedKeyFormModalProps {
  /** Called with the new key after a successful save. */
  onCreated: (created: CreatedEmbedKey) => void;
  /** Called when the popup closes without a key. */
  onClose: () => void;
}

/**
 * The new embed key popup (issue #7): a name, the graphs the key may show (at least one) and the
 * exact origins allowed (at least one, each checked as it is added). A failure toasts (spec 1 §8).
 */
export function EmbedKeyFormModal({ onCreated, onClose }: EmbedKeyFormModalProps) {
  const { t } = useT();
  const client = useApiClient();
  const notify = useNotify();
  const titleId = useId();
  const graphsErrorId = useId();
  const { register, control, handleSubmit, setValue, formState } = useForm<EmbedKeyForm>({
    resolver: zodResolver(zEmbedKeyForm),
    defaultValues: newEmbedKeyForm(),
    mode: 'onTouched',
  });
  const origins = useWatch({ control, name: 'origins' });
  const setOrigins = (next: string[]) =>
    setValue('origins', next, { shouldValidate: true, shouldTouch: true });
  const draft = useOriginDraft(origins, setOrigins);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const { key } = await client.embedKeysCreate({
        body: { name: values.name.trim(), graphs: values.graphs, origins: values.origins },
      });
      onCreated({ key, graphs: values.graphs });
    } catch {
      notify.danger('toast-embed-key-create-error');
    }
  });
  // an origin still typed into the field is added first; one that is no origin stops the save
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!draft.commit()) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  const graphsError = fieldErrorText(t, errors.graphs?.root ?? errors.graphs);
  const originsError = fieldErrorText(t, errors.origins?.root ?? errors.origins);
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      labelledBy={titleId}
      state={isSubmitting ? 'submitting' : 'loaded'}
    >
      <h2 id={titleId}>{t('admin-embed-keys-add-popup-title')}</h2>
      <Form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <TextField
          label={t('admin-embed-keys-name')}
          autoComplete="off"
          error={fieldErrorText(t, errors.name)}
          {...register('name')}
        />
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
        <EmbedOriginsField
          origins={origins}
          onRemove={(origin) => setOrigins(origins.filter((o) => o !== origin))}
          draft={draft}
          error={originsError}
        />
        <ModalFormActions
          onCancel={onClose}
          submitDisabled={isSubmitting}
          submitLabel="admin-embed-keys-create"
        />
      </Form>
    </Modal>
  );
}
