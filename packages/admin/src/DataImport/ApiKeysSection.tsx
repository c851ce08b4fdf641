import { type ApiKeyLimit, formatNumber } from '@pulzus/core';
import { DataTable, type DataTableColumn, useFormatTimestamp, useT } from '@pulzus/widgets';
import { ConnectLink, type ConnectLinkProps } from './ConnectLink';
import { Section, SectionTitle, Text } from './parts';

/** Props of {@link ApiKeysSection}. */
export interface ApiKeysSectionProps extends ConnectLinkProps {
  /** The keys' daily limits. */
  apiKeys: readonly ApiKeyLimit[];
  /** Jobs waiting or running. */
  queueLength: number;
}

/**
 * The provider API keys (spec 2 §2, §3): name, queries left today, the daily reset in local time;
 * the import queue length; the connect link.
 */
export function ApiKeysSection({ apiKeys, queueLength, ...connect }: ApiKeysSectionProps) {
  const { t, language } = useT();
  const formatTimestamp = useFormatTimestamp();
  const columns: DataTableColumn<ApiKeyLimit>[] = [
    { key: 'name', header: t('admin-data-import-api-key-name'), cell: (key) => key.name },
    {
      key: 'remaining',
      header: t('admin-data-import-day-remaining'),
      numeric: true,
      cell: (key) => formatNumber(key.day_remaining, language),
    },
    {
      key: 'reset',
      header: t('admin-data-import-day-reset'),
      cell: (key) => formatTimestamp(key.day_reset),
    },
  ];
  return (
    <Section>
      <SectionTitle>{t('admin-data-import-api-keys')}</SectionTitle>
      <Text>{t('admin-data-import-queue-length', { count: formatNumber(queueLength, language) })}</Text>
      <DataTable
        caption={t('admin-data-import-api-keys')}
        columns={columns}
        rows={apiKeys}
        rowKey={(key) => key.id}
        empty={t('admin-data-import-api-keys-empty')}
      />
      <ConnectLink {...connect} />
    </Section>
  );
}
