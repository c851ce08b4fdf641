// The report page Chromium prints (docs/reports.md). The server opens it once, without a session or a
// network, and hands it one report at a time through `window.pulzusReport.render(json)`, which draws it
// with the widgets and resolves once nothing is loading any more; `clear()` empties it for the next.
// Opened with a `#pulzus-report-data` JSON script, it draws that report at once (for a look in a browser).
import { type ReportData, zReportData } from '@pulzus/core';
import { ReportDocument } from '@pulzus/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { whenReportDrawn } from './report-ready';

const element = document.getElementById('root');
if (!element) throw new Error('The report page needs a #root element.');
const root = createRoot(element);

/** Draws a report's data (checked against the schema) and resolves once it is drawn. */
async function render(json: string): Promise<void> {
  const data: ReportData = zReportData.parse(JSON.parse(json));
  document.documentElement.lang = data.language;
  document.title = data.account_name;
  flushSync(() =>
    root.render(
      <StrictMode>
        <ReportDocument data={data} />
      </StrictMode>,
    ),
  );
  await whenReportDrawn(document);
}

/** Empties the page, so nothing of one report stays for the next. */
function clear(): void {
  flushSync(() => root.render(null));
  document.title = 'Pulzus';
}

declare global {
  interface Window {
    /** The server's handle on the page (docs/reports.md). */
    pulzusReport?: { render: typeof render; clear: typeof clear };
  }
}

window.pulzusReport = { render, clear };
const embedded = document.getElementById('pulzus-report-data')?.textContent;
if (embedded) {
  void render(embedded).then(() => {
    document.documentElement.dataset.reportReady = 'true';
  });
}
