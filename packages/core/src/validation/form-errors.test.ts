import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  formErrors,
  showsInvalid,
  zRequiredCount,
  zRequiredId,
  zRequiredNumber,
  zRequiredText,
} from './form-errors';

describe('generic form rules (spec 1 §5, spec 2 §5)', () => {
  it('spec 1 §5 generic: a field shows invalid only once touched', () => {
    expect(showsInvalid({ touched: false, invalid: true })).toBe(false);
    expect(showsInvalid({ touched: true, invalid: true })).toBe(true);
    expect(showsInvalid({ touched: true, invalid: false })).toBe(false);
  });

  it('spec 1 §5: required texts and choices give required-field', () => {
    const schema = z.object({ name: zRequiredText, id: zRequiredId });
    expect(formErrors(schema, { name: '  ', id: null })).toEqual({
      name: 'required-field',
      id: 'required-field',
    });
    expect(formErrors(schema, { name: 'Ok', id: 3 })).toEqual({});
    expect(formErrors(schema, { id: 0 })).toEqual({ name: 'required-field', id: 'required-field' });
  });

  it('spec 2 §5: numeric fields accept numbers or numeric text, else numeric-field', () => {
    expect(zRequiredNumber.parse('3')).toBe(3);
    expect(zRequiredNumber.parse(' 2,5 ')).toBe(2.5);
    expect(zRequiredNumber.parse(-1)).toBe(-1);
    expect(formErrors(z.object({ v: zRequiredNumber }), { v: '' })).toEqual({ v: 'required-field' });
    expect(formErrors(z.object({ v: zRequiredNumber }), { v: null })).toEqual({ v: 'required-field' });
    expect(formErrors(z.object({ v: zRequiredNumber }), { v: 'abc' })).toEqual({ v: 'numeric-field' });
  });

  it('spec 2 §5: counts are whole numbers of zero or more', () => {
    expect(zRequiredCount.parse('12')).toBe(12);
    expect(zRequiredCount.parse(0)).toBe(0);
    expect(formErrors(z.object({ c: zRequiredCount }), { c: '1.5' })).toEqual({ c: 'whole-number-field' });
    expect(formErrors(z.object({ c: zRequiredCount }), { c: -2 })).toEqual({ c: 'whole-number-field' });
  });
});
