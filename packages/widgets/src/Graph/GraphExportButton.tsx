import { errorMessageKey, type GraphDataRequest, type GraphResponse, isApiError } from '@pulzus/core';
import { useState } from 'react';
import { useApiClient } from '../session/useApiClient';
import { useT } from '../session/useT';
import { excelExportData, postDownloadForm } from './excel-export';

/** Props of the xlsx export button. */
export interface GraphExportButtonProps {
  /** The chart's title, also the sheet title. */
  readonly title: string;
  /** The chart as drawn; the button is disabled without it. */
  readonly data: GraphResponse | null;
  /** The request that produced it. */
  readonly request: GraphDataRequest | null;
  /** The graph's latest survey date, the id of its download ticket. */
  readonly ticketSurveyDateId: number | null;
  /** Sends the form; default a form post in a new tab. */
  readonly submit?: (url: string, fields: Record<string, string>) => void;
}

/** Exports the chart as xlsx: a single-use ticket from the core client, then the `graph/excel-export` form post (spec 2 §7). */
export function GraphExportButton({
  title,
  data,
  request,
  ticketSurveyDateId,
  submit = postDownloadForm,
}: GraphExportButtonProps) {
  const client = useApiClient();
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready =
    data !== null && request !== null && ticketSurveyDateId !== null && data.graph_data.length > 0;
  const exportXlsx = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      const url = await client.graphExcelExport({ ticketId: ticketSurveyDateId });
      submit(url, { data: excelExportData(title, data, request) });
    } catch (cause) {
      setError(t(errorMessageKey(isApiError(cause) ? cause.code : null)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pulzus-graph-export">
      <button type="button" disabled={!ready || busy} aria-busy={busy || undefined} onClick={exportXlsx}>
        {t('graph-export')}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
