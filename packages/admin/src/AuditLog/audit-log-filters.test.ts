import { describe, expect, it } from 'vitest';
import { auditLogFilters, EMPTY_AUDIT_LOG_DRAFT, pageRange, toBeforeFrom } from './audit-log-filters';

describe('audit log filters', () => {
  it('send only the fields filled in, trimmed, and an action only when it is one', () => {
    expect(auditLogFilters(EMPTY_AUDIT_LOG_DRAFT)).toEqual({ scope: 'account' });
    expect(
      auditLogFilters({
        ...EMPTY_AUDIT_LOG_DRAFT,
        actor: '  anna ',
        subject: ' ',
        action: 'no-such',
        to: '2026-11-02',
      }),
    ).toEqual({ scope: 'account', actor: 'anna', to: new Date(2026, 10, 3).toISOString() });
    expect(auditLogFilters({ ...EMPTY_AUDIT_LOG_DRAFT, action: 'login-as', scope: 'platform' })).toEqual({
      scope: 'platform',
      action: 'login-as',
    });
  });

  it('days are local days: from the moment the first begins to the moment after the last ends', () => {
    const filters = auditLogFilters({ ...EMPTY_AUDIT_LOG_DRAFT, from: '2026-12-31', to: '2026-12-31' });
    expect(filters).toMatchObject({
      from: new Date(2026, 11, 31).toISOString(),
      to: new Date(2027, 0, 1).toISOString(),
    });
  });

  it('a last day before the first is refused; the same day, or either missing, is not', () => {
    expect(toBeforeFrom('2026-11-20', '2026-11-19')).toBe(true);
    expect(toBeforeFrom('2026-11-20', '2026-11-20')).toBe(false);
    expect(toBeforeFrom('', '2026-11-19')).toBe(false);
    expect(toBeforeFrom('2026-11-20', '')).toBe(false);
  });

  it.each([
    [1, 50, 120, { first: 1, last: 50 }],
    [2, 50, 120, { first: 51, last: 100 }],
    [3, 50, 120, { first: 101, last: 120 }],
    [1, 50, 3, { first: 1, last: 3 }],
  ])('page %i of %i per page among %i events shows %o', (page, size, total, range) => {
    expect(pageRange(page, size, total)).toEqual(range);
  });
});
