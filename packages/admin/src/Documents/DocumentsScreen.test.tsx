import { MAX_DOCUMENT_BYTES, messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { DocumentsScreen } from './DocumentsScreen';
import type { DocumentDownloader } from './DocumentsTable';
import { documentsHandlers } from './documents.fixtures';

const hu = messages.hu;

const idle = (): DocumentDownloader => ({ busyId: null, download: vi.fn(async () => {}) });

async function rowOf(name: string) {
  const cell = await screen.findByRole('cell', { name });
  return within(cell.closest('tr') as HTMLElement);
}

async function openUpload() {
  await userEvent.click(await screen.findByRole('button', { name: hu['admin-documents-upload'] }));
  return within(await screen.findByRole('dialog', { name: hu['admin-documents-upload-popup-title'] }));
}

/** A stand-in for the portal's type icon component. */
function FileIcon({ fileName }: { fileName: string }) {
  return <span role="img" aria-label={`ikon ${fileName}`} />;
}

const pdf = (size = 2048) => new File([new Uint8Array(size)], 'jelentes.pdf', { type: 'application/pdf' });

describe('documents admin screen (spec 2 §2 "Documents")', () => {
  it("spec 2 §2: the last date's documents with type, name, original file name, upload date, download and delete; passes axe", async () => {
    const view = renderAdmin(<DocumentsScreen downloader={idle()} />, { handlers: documentsHandlers() });
    const table = await screen.findByRole('table', { name: `${hu['admin-documents-title']}: 2025. március` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      hu['documents-type'],
      hu['admin-documents-name'],
      hu['admin-documents-original-file-name'],
      hu['admin-documents-upload-date'],
      hu['common-actions'],
    ]);
    const row = await rowOf('Összefoglaló jelentés');
    expect(row.getByRole('cell', { name: 'PDF' })).toBeVisible();
    expect(row.getByRole('cell', { name: 'Összefoglaló jelentés 2025.pdf' })).toBeVisible();
    expect(row.getByRole('cell', { name: '2025-03-20 10:15:00' })).toBeVisible();
    expect(
      row.getByRole('button', { name: `${hu['documents-download']}: Összefoglaló jelentés` }),
    ).toBeEnabled();
    expect(row.getByRole('button', { name: `${hu['common-delete']}: Összefoglaló jelentés` })).toBeEnabled();
    expect(view.calls.some((c) => c.path === 'survey-dates?all=true')).toBe(true);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('spec 2 §2: the type column shows the icon component the portal passes', async () => {
    renderAdmin(<DocumentsScreen downloader={idle()} FileIcon={FileIcon} />, {
      handlers: documentsHandlers(),
    });
    expect(await screen.findByRole('img', { name: 'ikon adatok.xlsx' })).toBeInTheDocument();
  });

  it('spec 2 §7: download hands the document to the ticket downloader; its buttons wait while one runs', async () => {
    const downloader = idle();
    const view = renderAdmin(<DocumentsScreen downloader={downloader} />, { handlers: documentsHandlers() });
    const row = await rowOf('Nyers adatok');
    await userEvent.click(row.getByRole('button', { name: `${hu['documents-download']}: Nyers adatok` }));
    expect(downloader.download).toHaveBeenCalledWith(52);
    view.rerender(view.wrap(<DocumentsScreen downloader={{ ...downloader, busyId: 52 }} />));
    const busy = (await rowOf('Nyers adatok')).getByRole('button', {
      name: `${hu['documents-download']}: Nyers adatok`,
    });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(
      (await rowOf('Összefoglaló jelentés')).getByRole('button', {
        name: `${hu['documents-download']}: Összefoglaló jelentés`,
      }),
    ).toBeDisabled();
  });

  it('spec 2 §5, §7, §8: upload is disabled until a name and a file are chosen; it sends name, file name and data URL, toasts and reloads', async () => {
    const view = renderAdmin(<DocumentsScreen downloader={idle()} />, { handlers: documentsHandlers() });
    const dialog = await openUpload();
    const submit = dialog.getByRole('button', { name: hu['common-upload'] });
    expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(hu['admin-documents-name']), 'Vezetői összefoglaló');
    expect(submit).toBeDisabled();
    const file = dialog.getByLabelText(hu['admin-documents-file']);
    expect(file).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await userEvent.upload(file, pdf());
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText(hu['toast-document-uploaded'])).toBeVisible();
    const sent = view.calls.find((c) => c.method === 'POST' && c.path === 'survey-dates/13/documents');
    expect(sent?.body).toEqual({
      name: 'Vezetői összefoglaló',
      file_name: 'jelentes.pdf',
      file: expect.stringMatching(/^data:application\/pdf;base64,AAAA/),
    });
    expect(screen.queryByRole('dialog', { name: hu['admin-documents-upload-popup-title'] })).toBeNull();
    await waitFor(() =>
      expect(
        view.calls.filter((c) => c.method === 'GET' && c.path === 'survey-dates/13/documents'),
      ).toHaveLength(2),
    );
  });

  it('spec 2 §5: a file over 25 MB is refused before upload: the error shows and nothing is sent', async () => {
    const view = renderAdmin(<DocumentsScreen downloader={idle()} />, { handlers: documentsHandlers() });
    const dialog = await openUpload();
    await userEvent.type(dialog.getByLabelText(hu['admin-documents-name']), 'Túl nagy');
    const file = dialog.getByLabelText(hu['admin-documents-file']);
    await userEvent.upload(file, pdf(MAX_DOCUMENT_BYTES + 1));
    expect(await dialog.findByText(hu['error-payload-too-large'])).toBeVisible();
    expect(file).toHaveAttribute('aria-invalid', 'true');
    const submit = dialog.getByRole('button', { name: hu['common-upload'] });
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
    // a file of the allowed size clears the error
    await userEvent.upload(file, pdf());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(dialog.queryByText(hu['error-payload-too-large'])).toBeNull();
  });

  it('spec 2 §5: a file of a kind the server refuses is refused in the popup', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = renderAdmin(<DocumentsScreen downloader={idle()} />, { handlers: documentsHandlers() });
    const dialog = await openUpload();
    await user.type(dialog.getByLabelText(hu['admin-documents-name']), 'Program');
    await user.upload(dialog.getByLabelText(hu['admin-documents-file']), new File(['MZ'], 'telepito.exe'));
    expect(await dialog.findByText(hu['error-unsupported-media-type'])).toBeVisible();
    expect(dialog.getByRole('button', { name: hu['common-upload'] })).toBeDisabled();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('spec 2 §8: a refused upload toasts the error and keeps the popup with the reason', async () => {
    renderAdmin(<DocumentsScreen downloader={idle()} />, {
      handlers: documentsHandlers({
        'POST survey-dates/13/documents': () => apiError(415, 'unsupported-media-type'),
      }),
    });
    const dialog = await openUpload();
    await userEvent.type(dialog.getByLabelText(hu['admin-documents-name']), 'Jelentés');
    await userEvent.upload(dialog.getByLabelText(hu['admin-documents-file']), pdf());
    const submit = dialog.getByRole('button', { name: hu['common-upload'] });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const toast = await screen.findByText(hu['toast-document-upload-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(dialog.getByRole('alert')).toHaveTextContent(hu['error-unsupported-media-type']);
  });

  it('spec 2 §2, §8: delete asks first; "no" sends nothing, "yes" deletes with a toast and reloads', async () => {
    const view = renderAdmin(<DocumentsScreen downloader={idle()} />, { handlers: documentsHandlers() });
    const remove = (await rowOf('Összefoglaló jelentés')).getByRole('button', {
      name: `${hu['common-delete']}: Összefoglaló jelentés`,
    });
    await userEvent.click(remove);
    let dialog = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    expect(dialog.getByText('Biztosan törli a(z) Összefoglaló jelentés dokumentumot?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-no'] }));
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(remove);
    dialog = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-yes'] }));
    expect(await screen.findByText(hu['toast-document-deleted'])).toBeVisible();
    expect(view.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['documents/51']);
    await waitFor(() =>
      expect(view.calls.filter((c) => c.path === 'survey-dates/13/documents')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: hu['admin-documents-upload'] })).toHaveFocus(),
    );
  });

  it('spec 2 §8: a failed delete shows the danger toast', async () => {
    renderAdmin(<DocumentsScreen downloader={idle()} />, {
      handlers: documentsHandlers({ 'DELETE documents/52': () => apiError(500, 'internal') }),
    });
    await userEvent.click(
      (await rowOf('Nyers adatok')).getByRole('button', { name: `${hu['common-delete']}: Nyers adatok` }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: hu['common-yes'] }),
    );
    const toast = await screen.findByText(hu['toast-document-delete-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('spec 2 §2: every date is offered, newest first; a date without documents says so', async () => {
    renderAdmin(<DocumentsScreen downloader={idle()} />, { handlers: documentsHandlers() });
    await rowOf('Nyers adatok');
    await userEvent.click(screen.getByRole('combobox', { name: hu['admin-survey-date-select'] }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2025. március',
      '2024. szeptember',
      '2024. március',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '2024. március' }));
    expect(await screen.findByText(hu['documents-empty'])).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('spec 2 §2: loading, a failed list and no survey date at all', async () => {
    renderAdmin(<DocumentsScreen downloader={idle()} />, {
      handlers: documentsHandlers({ 'GET survey-dates/13/documents': () => pending() }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<DocumentsScreen downloader={idle()} />, {
      handlers: documentsHandlers({ 'GET survey-dates/13/documents': () => apiError(500, 'internal') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    renderAdmin(<DocumentsScreen downloader={idle()} />, {
      handlers: documentsHandlers({ 'GET survey-dates': () => ({ body: { survey_dates: [] } }) }),
    });
    expect(await screen.findByText(hu['welcome-no-survey-date'])).toBeVisible();
    expect(screen.queryByRole('button', { name: hu['admin-documents-upload'] })).toBeNull();
  });

  it('spec 2 §2: reloads its list when the session account changes', async () => {
    const view = renderAdmin(<DocumentsScreen downloader={idle()} />, { handlers: documentsHandlers() });
    await rowOf('Nyers adatok');
    view.session.replaceToken(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.path === 'survey-dates/13/documents')).toHaveLength(2),
    );
  });
});
