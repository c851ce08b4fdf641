import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { workerGroupCode, zWorkerGroupForm } from './worker-group-form';

describe('worker group (spec 1 §3, §5)', () => {
  it('spec 1 §5: the name is required', () => {
    expect(formErrors(zWorkerGroupForm, { name: '' })).toEqual({ name: 'required-field' });
    expect(formErrors(zWorkerGroupForm, { name: 'Fizikai dolgozók' })).toEqual({});
  });

  it("the code is optional, or the company's own: lower-case letters, digits and single hyphens", () => {
    for (const code of ['', '  ', 'hr-101', 'iroda'])
      expect(formErrors(zWorkerGroupForm, { name: 'Iroda', code }), code).toEqual({});
    for (const code of ['HR', 'hr_1', 'a--b', '-a', 'x'.repeat(65)])
      expect(formErrors(zWorkerGroupForm, { name: 'Iroda', code }), code).toEqual({
        code: 'admin-worker-groups-code-invalid',
      });
  });

  it('spec 1 §3: the code is a slug of the name with Hungarian accents dropped', () => {
    expect(workerGroupCode('Árvíztűrő tükörfúrógép')).toBe('arvizturo-tukorfurogep');
    expect(workerGroupCode('ÁÉÍÓÖŐÚÜŰ áéíóöőúüű')).toBe('aeiooouuu-aeiooouuu');
    expect(workerGroupCode('  Szellemi / irodai   dolgozók! ')).toBe('szellemi-irodai-dolgozok');
    expect(workerGroupCode('Straße & Co')).toBe('strasse-co');
    expect(workerGroupCode('Team 2')).toBe('team-2');
    expect(workerGroupCode('!!!')).toBe('');
  });
});
