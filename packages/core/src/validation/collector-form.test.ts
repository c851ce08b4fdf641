import { describe, expect, it } from 'vitest';
import { zCollectorEditForm, zCollectorForm } from './collector-form';
import { formErrors } from './form-errors';

describe('collector forms (spec 2 §5)', () => {
  it('spec 2 §5: the headcount is required', () => {
    expect(formErrors(zCollectorForm, { headcount: '' })).toEqual({ headcount: 'required-field' });
    expect(zCollectorForm.parse({ headcount: '25' })).toEqual({ headcount: 25 });
  });

  it('spec 2 §5: the edit popup needs the collector id and the worker group', () => {
    expect(
      formErrors(zCollectorEditForm, { sm_collector_id: '', worker_group_id: null, headcount: 3 }),
    ).toEqual({
      sm_collector_id: 'required-field',
      worker_group_id: 'required-field',
    });
    expect(
      formErrors(zCollectorEditForm, { sm_collector_id: null, worker_group_id: 2, headcount: 3 }),
    ).toEqual({
      sm_collector_id: 'required-field',
    });
    expect(zCollectorEditForm.parse({ sm_collector_id: '4001', worker_group_id: 2, headcount: '3' })).toEqual(
      {
        sm_collector_id: '4001',
        worker_group_id: 2,
        headcount: 3,
        demographies: [],
      },
    );
  });
});
