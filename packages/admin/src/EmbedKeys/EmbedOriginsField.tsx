import { Button, TextField, useT } from '@pulzus/widgets';
import { useId } from 'react';
import styled from 'styled-components';
import type { OriginDraft } from './useOriginDraft';
import { framedFields } from '../shared/layout-styles';

const Fieldset = styled.fieldset`
  ${framedFields}
  min-inline-size: 0;
  > small { color: ${({ theme }) => theme.colors.danger}; }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; }
  code { overflow-wrap: anywhere; }
`;

const AddRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > button { justify-self: start; }
`;

/** Props of {@link EmbedOriginsField}. */
export interface EmbedOriginsFieldProps {
  /** The origins allowed so far, normalised. */
  origins: readonly string[];
  /** Called with the list without a removed origin. */
  onRemove: (origin: string) => void;
  /** The origin being typed. */
  draft: OriginDraft;
  /** The list's own error (none allowed yet), translated; default none. */
  error?: string | undefined;
}

/**
 * The allowed origins of a new embed key (docs/embedding.md): the list with a remove button each, and a
 * field that adds one more (its button or Enter), refused at once when it is no exact origin.
 */
export function EmbedOriginsField({ origins, onRemove, draft, error }: EmbedOriginsFieldProps) {
  const { t } = useT();
  const errorId = useId();
  return (
    <Fieldset aria-invalid={error !== undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{t('admin-embed-keys-origins')}</legend>
      {origins.length > 0 ? (
        <List>
          {origins.map((origin) => (
            <li key={origin}>
              <code>{origin}</code>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-label={t('admin-embed-keys-origin-remove', { origin })}
                onClick={() => onRemove(origin)}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </List>
      ) : null}
      <AddRow>
        <TextField
          label={t('admin-embed-keys-origin-new')}
          hint={t('admin-embed-keys-origin-hint')}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={draft.text}
          error={draft.error ? t(draft.error) : undefined}
          onChange={(event) => draft.change(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the origin instead of saving the whole form
            if (event.key === 'Enter') {
              event.preventDefault();
              draft.add();
            }
          }}
        />
        <Button type="button" $variant="secondary" onClick={draft.add}>
          {t('admin-embed-keys-origin-add')}
        </Button>
      </AddRow>
      {error ? <small id={errorId}>{error}</small> : null}
    </Fieldset>
  );
}
