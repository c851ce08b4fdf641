import { formatSurveyDate, type SurveyDate } from '@pulzus/core';
import { type ComponentPropsWithRef, useMemo } from 'react';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { Select } from '../Select/Select';
import type { SelectOption } from '../Select/select-options';
import { useT } from '../session/useT';

/** Props of the survey-date select. */
export interface SurveyDateSelectProps
  extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** The survey dates to offer (the caller's list: only published ones for non-admins, spec 2 §6). */
  surveyDates: readonly Pick<SurveyDate, 'id' | 'date'>[];
  /** The chosen survey-date ids, first one first. */
  value: readonly number[];
  /** Called with the new ids. */
  onValueChange: (ids: number[]) => void;
  /** How many dates may be chosen: 1 gives a single select, more a multi select with tags (spec 2 §9); default 1. */
  maxSelection?: number;
  /** The label; default "Survey date" or "Survey dates". */
  label?: string;
  /** Disables the select; default false. */
  disabled?: boolean;
}

/**
 * The survey-date select of the sidebar (spec 2 §2): a single select, or a multi select with tags
 * (at least one date, at most `maxSelection`). Options show year and month in the language's
 * format: "2024. március" in Hungarian, "March 2024" in English (spec 2 §9); newest first.
 */
export function SurveyDateSelect({
  surveyDates,
  value,
  onValueChange,
  maxSelection = 1,
  label,
  disabled,
  ...rest
}: SurveyDateSelectProps) {
  const { t, language } = useT();
  const options = useMemo<SelectOption<number>[]>(
    () =>
      [...surveyDates]
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((d) => ({ value: d.id, label: formatSurveyDate(d.date, language) })),
    [surveyDates, language],
  );
  if (maxSelection <= 1) {
    return (
      <Select
        {...rest}
        data-component="Pulzus.SurveyDateSelect"
        label={label ?? t('graph-sidebar-survey-date')}
        items={options}
        value={value[0] ?? null}
        onValueChange={(id) => onValueChange([id])}
        disabled={disabled}
      />
    );
  }
  return (
    <MultiSelect
      {...rest}
      data-component="Pulzus.SurveyDateSelect"
      label={label ?? t('graph-sidebar-survey-dates')}
      options={options}
      value={value}
      onValueChange={onValueChange}
      maxSelection={maxSelection}
      placeholder={t('graph-sidebar-add-survey-date')}
      disabled={disabled}
    />
  );
}
