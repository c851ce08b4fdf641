import {
  type DemographyForm,
  type DemographyFormValues,
  type MoveDirection,
  wrapAroundTarget,
} from '@pulzus/core';
import { Button, Switch, TextField, useT } from '@pulzus/widgets';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { fieldErrorText } from '../shared/form-error';
import { blankAnswer } from './demography-form-values';
import { useFocusAfterMove } from './useFocusAfterMove';

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  > p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: end;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  legend { padding: 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.sm}; }
  @media (max-width: 480px) { grid-template-columns: minmax(0, 1fr); }
`;

const RowEnd = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  > div:last-child { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; }
`;

/** Props of {@link DemographyAnswerRows}. */
export interface DemographyAnswerRowsProps {
  /** The demography form's control. */
  control: Control<DemographyForm, unknown, DemographyFormValues>;
  /** The demography form's register. */
  register: UseFormRegister<DemographyForm>;
  /** The form's errors. */
  errors: FieldErrors<DemographyForm>;
}

/**
 * The answer rows of the demography form (spec 2 §2, §4, §5): name and numeric value required, an
 * optional no-answer switch; rows are added, removed and moved up or down with wrap-around (up from
 * the top goes to the bottom, down from the bottom to the top). Focus follows a moved row.
 */
export function DemographyAnswerRows({ control, register, errors }: DemographyAnswerRowsProps) {
  const { t } = useT();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'answers', keyName: 'key' });
  const focus = useFocusAfterMove<HTMLFieldSetElement>();
  const onMove = (index: number, direction: MoveDirection, key: string) => {
    move(index, wrapAroundTarget(index, fields.length, direction));
    focus.request(`${key}:${direction}`);
  };
  return (
    <Options ref={focus.containerRef}>
      <legend>{t('admin-demographies-options')}</legend>
      {fields.length === 0 ? <p>{t('admin-demographies-no-answers')}</p> : null}
      {fields.map((field, index) => (
        <Row key={field.key} data-answer-index={index}>
          <legend>{t('admin-demographies-answer-row', { number: index + 1 })}</legend>
          <TextField
            label={t('admin-demographies-answer-name')}
            autoComplete="off"
            error={fieldErrorText(t, errors.answers?.[index]?.name)}
            {...register(`answers.${index}.name`)}
          />
          <TextField
            label={t('admin-demographies-answer-value')}
            inputMode="decimal"
            autoComplete="off"
            error={fieldErrorText(t, errors.answers?.[index]?.value)}
            {...register(`answers.${index}.value`)}
          />
          <RowEnd>
            <Switch
              label={t('admin-demographies-answer-no-answer')}
              {...register(`answers.${index}.no_answer`)}
            />
            <div>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                data-focus-key={`${field.key}:up`}
                disabled={fields.length < 2}
                onClick={() => onMove(index, 'up', field.key)}
              >
                {t('common-move-up')}
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                data-focus-key={`${field.key}:down`}
                disabled={fields.length < 2}
                onClick={() => onMove(index, 'down', field.key)}
              >
                {t('common-move-down')}
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="danger"
                onClick={() => {
                  remove(index);
                  focus.request('add-answer');
                }}
              >
                {t('admin-demographies-remove-answer')}
              </Button>
            </div>
          </RowEnd>
        </Row>
      ))}
      <div>
        <Button
          type="button"
          $variant="secondary"
          data-focus-key="add-answer"
          onClick={() => append(blankAnswer())}
        >
          {t('admin-demographies-add-answer')}
        </Button>
      </div>
    </Options>
  );
}
