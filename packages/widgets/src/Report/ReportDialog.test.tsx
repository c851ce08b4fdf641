import { messages } from '@pulzus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createTextsTranslator, TranslatorContext } from '../session/translator';
import { renderWidget } from '../testing/render';
import { ReportDialog, type ReportDialogState } from './ReportDialog';

const hu = messages.hu;

/** The dialog as the results home drives it: create starts the build, which a test then finishes. */
function Harness({ finish }: { finish: (done: () => void) => void }) {
  const [state, setState] = useState<ReportDialogState>('idle');
  return (
    <ReportDialog
      open
      onClose={() => {}}
      state={state}
      progress={state === 'running' ? 40 : 0}
      format="pdf"
      language="hu"
      onFormatChange={() => {}}
      onLanguageChange={() => {}}
      onCreate={() => {
        setState('running');
        finish(() => setState('done'));
      }}
      onDownload={() => {}}
    />
  );
}

describe('the report dialog keeps the keyboard user where the report is (docs/reports.md)', () => {
  it('keeps focus on "create" while the report is built, then moves it to the download when it is ready', async () => {
    const user = userEvent.setup();
    let done = () => {};
    renderWidget(
      <TranslatorContext.Provider value={createTextsTranslator(hu, 'hu')}>
        <Harness finish={(finish) => (done = finish)} />
      </TranslatorContext.Provider>,
    );
    const create = screen.getByRole('button', { name: hu['report-create'] });
    create.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(create).toHaveFocus();
    expect(create).toHaveAttribute('aria-disabled', 'true');
    done();
    const download = await screen.findByRole('button', { name: hu['report-download'] });
    expect(download).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(hu['report-done']);
  });
});
