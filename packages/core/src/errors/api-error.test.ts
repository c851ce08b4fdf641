import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error';
import { zErrorBody } from './error-body';

describe('ApiError (style.md §10)', () => {
  it('keeps a catalogue code, its status and its details', () => {
    const error = ApiError.fromResponse(422, { error: { code: 'cant-find-worker-group', cell: 'C7' } });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ApiError', code: 'cant-find-worker-group', status: 422 });
    expect(error.details).toEqual({ cell: 'C7' });
    expect(error.messageKey).toBe('error-cant-find-worker-group');
  });

  it('maps an unknown code by status and keeps it as serverCode', () => {
    const error = ApiError.fromResponse(409, { error: { code: 'brand-new', extra: 1 } });
    expect(error.code).toBe('conflict');
    expect(error.details).toEqual({ serverCode: 'brand-new', extra: 1 });
  });

  it.each([undefined, null, 'text', { message: 'x' }, { error: {} }, { error: { code: '' } }])(
    'maps a body without a code (%j) by status',
    (body) => {
      expect(ApiError.fromResponse(401, body).code).toBe('unauthorized');
      expect(ApiError.fromResponse(503, body).code).toBe('internal');
    },
  );

  it('writes the body the server sends, which reads back as the same error', () => {
    const error = new ApiError('login-locked', 423, {
      errorCode: 'login-locked',
      unlockTime: '2025-01-01T10:00:00Z',
    });
    const body = error.toBody();
    expect(zErrorBody.parse(body)).toEqual({
      error: { code: 'login-locked', errorCode: 'login-locked', unlockTime: '2025-01-01T10:00:00Z' },
    });
    expect(ApiError.fromResponse(423, body)).toEqual(error);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(new ApiError('internal', 500).details).toEqual({});
  });
});
