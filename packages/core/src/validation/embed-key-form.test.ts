import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n/catalogue';
import { embedSnippet, newEmbedKeyForm, zEmbedKeyForm } from './embed-key-form';
import { formErrors } from './form-errors';

const valid = {
  name: 'HR intranet',
  graphs: ['commitment_total'],
  origins: ['https://intranet.example.com'],
};

describe('new embed key form', () => {
  it('accepts a name, one graph and one origin', () => {
    expect(formErrors(zEmbedKeyForm, valid)).toEqual({});
  });

  it('the empty form asks for the name, a graph and an origin', () => {
    expect(formErrors(zEmbedKeyForm, newEmbedKeyForm())).toEqual({
      name: 'required-field',
      graphs: 'admin-embed-keys-graphs-required',
      origins: 'admin-embed-keys-origins-required',
    });
  });

  it('refuses a name over 100 characters, an unknown graph and an origin that is not normalised', () => {
    expect(formErrors(zEmbedKeyForm, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'admin-embed-keys-name-too-long',
    });
    expect(formErrors(zEmbedKeyForm, { ...valid, name: ` ${'x'.repeat(100)} ` })).toEqual({});
    expect(Object.keys(formErrors(zEmbedKeyForm, { ...valid, graphs: ['no-such-graph'] }))).toEqual([
      'graphs.0',
    ]);
    expect(formErrors(zEmbedKeyForm, { ...valid, origins: ['https://intranet.example.com/hr'] })).toEqual({
      'origins.0': 'admin-embed-keys-origin-invalid',
    });
  });

  it('uses catalogue message keys for every rule it owns', () => {
    const errors = formErrors(zEmbedKeyForm, { name: '', graphs: [], origins: ['x'] });
    expect(Object.keys(errors).sort()).toEqual(['graphs', 'name', 'origins.0']);
    for (const key of Object.values(errors)) expect(isMessageKey(String(key)), key).toBe(true);
  });
});

describe('embed HTML snippet', () => {
  it('loads the element script once from the server and adds one element per graph', () => {
    const html = embedSnippet({
      serverUrl: 'https://pulzus.example/',
      key: 'pze_abc-DEF_123',
      graphs: ['commitment_total', 'satisfaction_topics'],
      lang: 'hu',
    });
    expect(html.split('\n')).toEqual([
      '<script type="module" src="https://pulzus.example/embed/pulzus-graph.js"></script>',
      '<pulzus-graph server="https://pulzus.example" key="pze_abc-DEF_123" slug="commitment_total" lang="hu"></pulzus-graph>',
      '<pulzus-graph server="https://pulzus.example" key="pze_abc-DEF_123" slug="satisfaction_topics" lang="hu"></pulzus-graph>',
    ]);
  });

  it('escapes attribute values, so no text can break out of the element', () => {
    const html = embedSnippet({
      serverUrl: 'https://x.example/"><b>',
      key: 'k&"',
      graphs: ['total'],
      lang: 'en',
    });
    expect(html).not.toContain('"><b>');
    expect(html).toContain('key="k&amp;&quot;"');
  });
});
