import { type MessageKey, TOPIC_COLOR_NAMES, type TopicColorName } from '@pulzus/core';
import { SelectField, type SelectFieldProps, useT } from '@pulzus/widgets';
import type { Ref } from 'react';

/** The catalogue name of each topic background colour (spec 2 §3). */
const COLOR_LABELS: Record<TopicColorName, MessageKey> = {
  orange: 'admin-questions-color-orange',
  light_blue: 'admin-questions-color-light-blue',
  light_green: 'admin-questions-color-light-green',
  mint_green: 'admin-questions-color-mint-green',
  red: 'admin-questions-color-red',
  blue: 'admin-questions-color-blue',
  yellow: 'admin-questions-color-yellow',
  green: 'admin-questions-color-green',
  purple: 'admin-questions-color-purple',
  gray: 'admin-questions-color-gray',
  dark_gray: 'admin-questions-color-dark-gray',
};

/** Props of {@link TopicColorSelect}: a native select's props (react-hook-form's `register` fits). */
export type TopicColorSelectProps = Omit<SelectFieldProps, 'label' | 'options' | 'placeholder'> & {
  /** The select element's ref. */
  ref?: Ref<HTMLSelectElement>;
};

/**
 * The topic background colour select (spec 2 §3): none (value '') or one of the 11 pale topic
 * colours by name; the hex codes are not shown, the topic card shows the colour instead.
 */
export function TopicColorSelect(props: TopicColorSelectProps) {
  const { t } = useT();
  const options = TOPIC_COLOR_NAMES.map((name) => ({ value: name, label: t(COLOR_LABELS[name]) }));
  return (
    <SelectField
      {...props}
      label={t('admin-questions-bg-color')}
      placeholder={t('admin-questions-color-none')}
      options={options}
    />
  );
}
