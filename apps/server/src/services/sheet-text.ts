import { neutraliseCell } from './spreadsheet-safety';

/** A text cell made safe (formula injection) or left empty. */
export const safeText = (value: string | null | undefined): string | null =>
  value == null ? null : neutraliseCell(value);

/** A worksheet name Excel accepts: no `[]:*?/\`, at most 31 characters, unique among `taken` (which it joins). */
export function sheetName(wanted: string, taken: Set<string>): string {
  const base = (wanted.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet').slice(0, 31);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++)
    name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}
