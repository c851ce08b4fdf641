import { DEMOGRAPHY_FILTER_MIN_SELECTION, type Demography } from '@pulzus/core';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { refusableOption } from '../Select/select-options';
import { useT } from '../session/useT';

/** Props of the demography filter multi-selects. */
export interface DemographyFiltersProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'onChange'> {
  /** The demographies offered as filters (core's `filterDemographyIds` picks them). */
  demographies: readonly Pick<Demography, 'id' | 'name' | 'answers'>[];
  /** Chosen answer ids per demography id; a missing or empty entry filters nothing. */
  value: Readonly<Record<number, readonly number[]>>;
  /** Called with a demography id and its new answer ids. */
  onValueChange: (demographyId: number, answerIds: number[]) => void;
  /**
   * Answer id → why it cannot be chosen (docs/privacy.md "Rule 6"): shown disabled with this text, except
   * an answer already chosen, which stays so that its tag can be removed; default none (all available).
   */
  refusals?: ReadonlyMap<number, string>;
}

const NO_REFUSALS: ReadonlyMap<number, string> = new Map();

/**
 * One multi select per filter demography, each may be left empty (minimum selection 0, spec 2 §2); a
 * refused answer is shown disabled with its reason (docs/privacy.md "Rule 6").
 */
export function DemographyFilters({
  demographies,
  value,
  onValueChange,
  refusals = NO_REFUSALS,
  className,
  ...rest
}: DemographyFiltersProps) {
  const { t } = useT();
  if (demographies.length === 0) return null;
  return (
    <Fieldset {...rest} className={className} data-component="Pulzus.DemographyFilters">
      <legend>{t('graph-sidebar-demography-filters')}</legend>
      {demographies.map((demography) => (
        <MultiSelect
          key={demography.id}
          label={demography.name}
          options={demography.answers.map((answer) =>
            refusableOption(
              { value: answer.id, label: answer.name },
              refusals.get(answer.id),
              (value[demography.id] ?? []).includes(answer.id),
            ),
          )}
          value={value[demography.id] ?? []}
          onValueChange={(ids) => onValueChange(demography.id, ids)}
          minSelection={DEMOGRAPHY_FILTER_MIN_SELECTION}
        />
      ))}
    </Fieldset>
  );
}

/** A borderless fieldset of sidebar controls with a small heading. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    margin-block-end: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;
