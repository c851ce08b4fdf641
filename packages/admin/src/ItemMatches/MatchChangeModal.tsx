import type { ItemMatch } from '@pulzus/core';
import { Form, Modal, SearchSelect, type SelectOptionGroup, useT } from '@pulzus/widgets';
import { type FormEvent, useId, useState } from 'react';
import { ModalFormActions } from '../shared/ModalFormActions';

/** Props of {@link MatchChangeModal}. */
export interface MatchChangeModalProps {
  /** The item whose earlier item is chosen; null while closed. */
  item: ItemMatch | null;
  /** The earlier items it may continue, grouped by survey date. */
  candidates: readonly SelectOptionGroup<string>[];
  /** Whether the choice is being saved; default false. */
  saving?: boolean;
  /** The translated refusal of the last save; default none. */
  error?: string | undefined;
  /** Called with the chosen earlier item's stable code. */
  onSubmit: (stableCode: string) => void;
  /** Closes the dialog without saving. */
  onClose: () => void;
}

/** The form inside the open dialog; mounted per item, so the choice starts from the item's own match. */
function ChangeForm({
  item,
  candidates,
  saving = false,
  error,
  onSubmit,
  onClose,
}: MatchChangeModalProps & { item: ItemMatch }) {
  const { t } = useT();
  const codes = new Set(candidates.flatMap((group) => group.options.map((option) => option.value)));
  const initial = [item.match?.stable_code, item.suggestion?.stable_code].find(
    (code) => code && codes.has(code),
  );
  const [chosen, setChosen] = useState<string | null>(initial ?? null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (chosen === null) setMissing(true);
    else onSubmit(chosen);
  };
  return (
    <Form onSubmit={submit} aria-busy={saving} noValidate>
      <div>
        <strong>{t('admin-item-matches-change-item')}</strong>
        <p>{item.text}</p>
      </div>
      <SearchSelect
        label={t('admin-item-matches-candidate')}
        items={candidates}
        value={chosen}
        onValueChange={(code) => {
          setChosen(code);
          setMissing(false);
        }}
        placeholder={t('admin-item-matches-candidate-placeholder')}
        error={missing ? t('admin-item-matches-candidate-required') : error}
      />
      <ModalFormActions
        onCancel={onClose}
        submitDisabled={saving}
        submitLabel={saving ? 'admin-item-matches-saving' : 'common-save'}
      />
    </Form>
  );
}

/**
 * The dialog of "Change": the item's text and a searchable choice among the earlier items (there may
 * be hundreds), preselected with its current match or suggestion. It stays open while saving and shows
 * a refusal under the choice; the screen closes it once saved.
 */
export function MatchChangeModal(props: MatchChangeModalProps) {
  const { t } = useT();
  const titleId = useId();
  const { item, onClose } = props;
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      labelledBy={titleId}
      size="lg"
      state={props.saving ? 'submitting' : 'loaded'}
    >
      <h2 id={titleId}>{t('admin-item-matches-change-title')}</h2>
      {item ? <ChangeForm key={item.source_code} {...props} item={item} /> : null}
    </Modal>
  );
}
