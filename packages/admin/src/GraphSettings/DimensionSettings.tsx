import {
  canBeMainDimension,
  type Demography,
  GRAPH_DIMENSION_USE,
  type GraphDimension,
  type GraphSlug,
} from '@pulzus/core';
import { Checkbox, useT } from '@pulzus/widgets';
import { useId } from 'react';
import styled from 'styled-components';
import { framedGroup } from '../shared/layout-styles';

/** Props of {@link DimensionSettings}. */
export interface DimensionSettingsProps {
  /** The graph. */
  slug: GraphSlug;
  /** Its dimension rows on the chosen date: the worker-group row, then one per demography. */
  rows: readonly GraphDimension[];
  /** The date's demographies, whose names label the rows. */
  demographies: readonly Pick<Demography, 'id' | 'name'>[];
  /** Called with the row chosen as the only main dimension (null: the worker-group row). */
  onMainChange: (demographyId: number | null) => void;
  /** Called when a row is switched to be a filter or not. */
  onFilterChange: (demographyId: number | null, isFilter: boolean) => void;
}

/**
 * One graph's dimension settings (spec 2 §2, §4): the main dimension as a radio group — one row
 * only, and only rows that can be main for this graph (core's `GRAPH_DIMENSION_USE`) — and the
 * filters as checkboxes; a graph without a main dimension or without filters says so.
 */
export function DimensionSettings({
  slug,
  rows,
  demographies,
  onMainChange,
  onFilterChange,
}: DimensionSettingsProps) {
  const { t } = useT();
  const id = useId();
  const use = GRAPH_DIMENSION_USE[slug];
  const nameOf = (row: GraphDimension) =>
    row.demography_id === null
      ? t('admin-graph-settings-worker-group-row')
      : (demographies.find((d) => d.id === row.demography_id)?.name ?? `#${row.demography_id}`);
  const mainRows = rows.filter((row) => canBeMainDimension(slug, row));
  const mainHint =
    use.main === 'any'
      ? t('admin-graph-settings-main-dimension-any-hint')
      : t('admin-graph-settings-main-dimension-demography-hint');

  return (
    <Groups data-component="Pulzus.DimensionSettings">
      <Group aria-describedby={use.main === 'none' ? undefined : `${id}-main-hint`}>
        <legend>{t('admin-graph-settings-main-dimension')}</legend>
        {use.main === 'none' ? (
          <Note>{t('admin-graph-settings-main-dimension-none')}</Note>
        ) : (
          <>
            <Note id={`${id}-main-hint`}>{mainHint}</Note>
            {mainRows.length === 0 ? <Note>{t('admin-demographies-empty')}</Note> : null}
            {mainRows.map((row) => (
              <Radio
                key={row.demography_id ?? 'worker-group'}
                data-state={row.is_main_dimension ? 'checked' : 'unchecked'}
              >
                <input
                  type="radio"
                  name={`${id}-main`}
                  id={`${id}-main-${row.demography_id ?? 'wg'}`}
                  checked={row.is_main_dimension}
                  onChange={() => onMainChange(row.demography_id)}
                />
                <label htmlFor={`${id}-main-${row.demography_id ?? 'wg'}`}>{nameOf(row)}</label>
              </Radio>
            ))}
          </>
        )}
      </Group>
      <Group aria-describedby={use.filters ? `${id}-filter-hint` : undefined}>
        <legend>{t('admin-graph-settings-filters')}</legend>
        {use.filters ? (
          <>
            <Note id={`${id}-filter-hint`}>{t('admin-graph-settings-filters-hint')}</Note>
            {rows.map((row) => (
              <Checkbox
                key={row.demography_id ?? 'worker-group'}
                label={nameOf(row)}
                checked={row.is_filter}
                onCheckedChange={(checked) => onFilterChange(row.demography_id, checked)}
              />
            ))}
          </>
        ) : (
          <Note>{t('admin-graph-settings-filters-none')}</Note>
        )}
      </Group>
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.fieldset`
  ${framedGroup}
  align-content: start;
  min-inline-size: 0;
  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Radio = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  input {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  label { overflow-wrap: anywhere; }
`;
