import { useT } from '@pulzus/widgets';

/** A yes/no table cell of a boolean flag, its state also as `data-state`. */
export function Flag({ value }: { value: boolean }) {
  const { t } = useT();
  return <span data-state={value ? 'on' : 'off'}>{value ? t('common-yes') : t('common-no')}</span>;
}
