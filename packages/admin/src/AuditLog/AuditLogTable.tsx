import type { AuditEvent } from '@pulzus/core';
import { DataTable, type DataTableColumn, useT, useFormatTimestamp } from '@pulzus/widgets';
import styled from 'styled-components';
import { AUDIT_ACTION_KEYS, AUDIT_SUBJECT_KEYS, auditResourceKey } from './audit-log-labels';

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const NoWrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** Names and addresses keep a readable width; the table scrolls rather than squeeze them. */
const Name = styled.span`
  display: block;
  min-inline-size: 14em;
`;

/** Details and addresses are unbroken texts (changed fields, times, IPv6): they break anywhere rather than widen the table. */
const Detail = styled.span`
  display: block;
  min-inline-size: 8em;
  overflow-wrap: anywhere;
`;

/** Props of {@link AuditLogTable}. */
export interface AuditLogTableProps {
  /** One page of events, newest first. */
  events: readonly AuditEvent[];
}

/**
 * The audit events as a table: local time, action, actor (and the administrator whose login-as
 * session it was), subject with its kind, detail and client address.
 */
export function AuditLogTable({ events }: AuditLogTableProps) {
  const { t } = useT();
  const formatTimestamp = useFormatTimestamp();
  // a download records its resource as a slug (the subject of a ticketed export, the detail of every download)
  const readable = (event: AuditEvent, text: string | null) => {
    const key = event.action === 'download' ? auditResourceKey(text) : undefined;
    return key ? t(key) : text;
  };
  const columns: DataTableColumn<AuditEvent>[] = [
    {
      key: 'time',
      header: t('admin-audit-log-time'),
      cell: (event) => (
        <NoWrap as="time" dateTime={event.at}>
          {formatTimestamp(event.at)}
        </NoWrap>
      ),
    },
    {
      key: 'action',
      header: t('admin-audit-log-action'),
      cell: (event) => t(AUDIT_ACTION_KEYS[event.action]),
    },
    {
      key: 'actor',
      header: t('admin-audit-log-actor'),
      cell: (event) => (
        <>
          <Name>{event.actor_name}</Name>
          {event.impersonator_name ? (
            <Muted>{t('admin-audit-log-impersonated-by', { name: event.impersonator_name })}</Muted>
          ) : null}
        </>
      ),
    },
    {
      key: 'subject',
      header: t('admin-audit-log-subject'),
      cell: (event) => (
        <>
          {event.subject_type ? <Muted>{t(AUDIT_SUBJECT_KEYS[event.subject_type])}</Muted> : null}
          <Name>{readable(event, event.subject_name)}</Name>
        </>
      ),
    },
    {
      key: 'detail',
      header: t('admin-audit-log-detail'),
      cell: (event) => <Detail>{readable(event, event.detail)}</Detail>,
    },
    { key: 'ip', header: t('admin-audit-log-ip'), cell: (event) => <Detail>{event.ip}</Detail> },
  ];
  return (
    <DataTable
      caption={t('admin-audit-log-events')}
      columns={columns}
      rows={events}
      rowKey={(event) => event.id}
      empty={t('admin-audit-log-empty')}
    />
  );
}
