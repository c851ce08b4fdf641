import { Button } from '@pulzus/widgets';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { RowActions } from './RowActions';

function renderActions(compact: boolean, onEdit = vi.fn()) {
  renderAdmin(
    <table>
      <tbody>
        <tr>
          <td>
            <RowActions label="Műveletek: Demo Kft." compact={compact}>
              <Button type="button" $size="sm" onClick={onEdit}>
                Szerkesztés
              </Button>
              <Button type="button" $size="sm">
                Letiltás
              </Button>
            </RowActions>
          </td>
        </tr>
      </tbody>
    </table>,
  );
  return onEdit;
}

describe('row actions', () => {
  it('are a labelled group of buttons on a wide screen', () => {
    renderActions(false);
    const group = screen.getByRole('group', { name: 'Műveletek: Demo Kft.' });
    expect(group).toHaveTextContent('SzerkesztésLetiltás');
    expect(screen.getByRole('button', { name: 'Szerkesztés' })).toBeVisible();
  });

  it('sit behind one "…" button on a phone: its menu lists them, Escape closes it and focus returns', async () => {
    const onEdit = renderActions(true);
    const more = screen.getByRole('button', { name: 'További műveletek: Műveletek: Demo Kft.' });
    expect(screen.queryByRole('button', { name: 'Szerkesztés' })).toBeNull();
    await userEvent.click(more);
    const edit = await screen.findByRole('button', { name: 'Szerkesztés' });
    expect(edit).toBeVisible();
    expect(await axeViolations(screen.getByRole('group', { name: 'Műveletek: Demo Kft.' }))).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Szerkesztés' })).toBeNull());
    expect(document.activeElement).toBe(more);
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('button', { name: 'Szerkesztés' }));
    expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Szerkesztés' })).toBeNull());
    expect(document.activeElement).toBe(more);
  });
});
