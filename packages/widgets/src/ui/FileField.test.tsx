import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../mocks/render-with-i18n';
import { axeViolations } from '../testing/axe';
import { FileField } from './FileField';

const csv = (name = 'valaszok_2026_marcius.csv') => new File(['a;b\n1;2\n'], name, { type: 'text/csv' });

/** A react-hook-form form with the field registered; submits the chosen file's name. */
function RegisteredForm({ onSubmit }: { onSubmit: (name: string | undefined) => void }) {
  const { register, handleSubmit } = useForm<{ file: FileList }>();
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.file[0]?.name))}>
      <FileField label="Válaszfájl" {...register('file')} />
      <button type="submit">Küldés</button>
    </form>
  );
}

/** A field whose shown name the form sets, and clears with a button. */
function Cleared() {
  const [name, setName] = useState<string | null>('adatok.xlsx');
  return (
    <>
      <FileField label="Válaszfájl" fileName={name} />
      <button type="button" onClick={() => setName(null)}>
        Törlés
      </button>
    </>
  );
}

function drop(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  // native drag events: Chromium carries the files as a real drop would
  act(() => {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    }
  });
}

describe('file field', () => {
  it('keeps the real file input, named by its label, and shows "no file" then the chosen name; passes axe', async () => {
    const onChange = vi.fn();
    const { container } = renderWithI18n(
      <FileField label="Válaszfájl" accept=".csv" hint="CSV, legfeljebb 5 MB" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Válaszfájl');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('CSV, legfeljebb 5 MB');
    expect(screen.getByText('Fájl kiválasztása')).toBeVisible();
    expect(screen.getByText('Nincs kiválasztott fájl')).toBeVisible();
    await userEvent.upload(input, csv());
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByText('valaszok_2026_marcius.csv')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is reached by the keyboard: Tab focuses the input and the whole field shows the focus ring', async () => {
    renderWithI18n(
      <>
        <button type="button">Előtte</button>
        <FileField label="Válaszfájl" />
      </>,
    );
    screen.getByRole('button', { name: 'Előtte' }).focus();
    await userEvent.tab();
    const input = screen.getByLabelText('Válaszfájl');
    expect(input).toHaveFocus();
    const zone = input.parentElement as HTMLElement;
    expect(getComputedStyle(zone).outlineStyle).toBe('solid');
  });

  it('marks an error invalid and links its text', () => {
    renderWithI18n(<FileField label="Válaszfájl" error="Érvénytelen fájl" />);
    const input = screen.getByLabelText('Válaszfájl');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Érvénytelen fájl');
  });

  it('takes a dropped file as if chosen, only the first unless it allows several', () => {
    const onChange = vi.fn();
    renderWithI18n(<FileField label="Válaszfájl" onChange={onChange} />, 'en');
    drop(screen.getByText('or drop it here'), [csv('first.csv'), csv('second.csv')]);
    expect(onChange).toHaveBeenCalledOnce();
    const input = screen.getByLabelText('Válaszfájl') as HTMLInputElement;
    expect(Array.from(input.files ?? []).map((file) => file.name)).toEqual(['first.csv']);
    expect(screen.getByText('first.csv')).toBeVisible();
    expect(input).toHaveFocus();
  });

  it('ignores a drop while disabled', () => {
    const onChange = vi.fn();
    renderWithI18n(<FileField label="Válaszfájl" disabled onChange={onChange} />);
    const input = screen.getByLabelText('Válaszfájl');
    expect(input).toBeDisabled();
    drop(screen.getByText('Nincs kiválasztott fájl'), [csv()]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Nincs kiválasztott fájl')).toBeVisible();
  });

  it("works with react-hook-form's register: the chosen file reaches the form values", async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<RegisteredForm onSubmit={onSubmit} />);
    await userEvent.upload(screen.getByLabelText('Válaszfájl'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Küldés' }));
    expect(onSubmit).toHaveBeenCalledWith('valaszok_2026_marcius.csv');
  });

  it('shows the name it is given when the form clears the input itself', async () => {
    renderWithI18n(<Cleared />);
    expect(screen.getByText('adatok.xlsx')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Törlés' }));
    expect(screen.getByText('Nincs kiválasztott fájl')).toBeVisible();
  });
});
