import { describe, expect, it } from 'vitest';
import { oauthReturnAction, PROVIDER_AUTHORIZE_URL, providerConnectUrl } from './provider-connect';

describe('provider connect link (spec 2 §2; provider-api §2.1)', () => {
  it('spec 2 §2: the link carries response_type=code, the client id, the redirect URI and the state', () => {
    const url = new URL(
      providerConnectUrl(
        {
          client_id: 'sim-client-1',
          state: 'st-7f3a',
          authorize_url: 'http://127.0.0.1:4010/oauth/authorize',
          redirect_uri: 'http://localhost:3000/oauth',
        },
        'http://other.example/oauth',
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4010/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'sim-client-1',
      redirect_uri: 'http://localhost:3000/oauth',
      state: 'st-7f3a',
    });
  });

  it('falls back to the documented authorize page and the given redirect URI when the server names none', () => {
    const url = new URL(providerConnectUrl({ client_id: 'c', state: 's' }, 'https://app.example.test/oauth'));
    expect(`${url.origin}${url.pathname}`).toBe(PROVIDER_AUTHORIZE_URL);
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.test/oauth');
  });
});

describe('oauth return (spec 2 §2, §8)', () => {
  it('spec 2 §8: a missing code redirects to the data import screen', () => {
    expect(oauthReturnAction({ code: null, state: 'a' }, 'a')).toEqual({ action: 'redirect' });
    expect(oauthReturnAction({ code: '', state: 'a' }, 'a')).toEqual({ action: 'redirect' });
  });

  it('spec 2 §8: a state that differs from the stored one, or no stored state, redirects', () => {
    expect(oauthReturnAction({ code: 'c', state: 'a' }, 'b')).toEqual({ action: 'redirect' });
    expect(oauthReturnAction({ code: 'c', state: 'a' }, null)).toEqual({ action: 'redirect' });
    expect(oauthReturnAction({ code: 'c', state: null }, null)).toEqual({ action: 'redirect' });
  });

  it('spec 2 §2: a code with the stored state is exchanged', () => {
    expect(oauthReturnAction({ code: 'c', state: 'a' }, 'a')).toEqual({
      action: 'exchange',
      code: 'c',
      state: 'a',
    });
  });
});
