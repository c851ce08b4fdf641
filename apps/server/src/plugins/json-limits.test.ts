import { describe, expect, it } from 'vitest';
import { type JsonLimits, jsonLimitBreach, PUBLIC_JSON_LIMITS } from './json-limits';

const limits: JsonLimits = { depth: 3, entries: 5, stringLength: 4 };
const breach = (text: string) => jsonLimitBreach(text, limits);

describe('JSON limits measured on the text, before parsing (docs/security.md)', () => {
  it('counts nesting of arrays and objects, the outermost as 1, and brackets inside strings not at all', () => {
    expect(breach('[[[]]]')).toBeNull();
    expect(breach('{"a":[{}]}')).toBeNull();
    expect(breach('[[[[]]]]')).toEqual({ limit: 'depth', max: 3 });
    expect(breach('{"a":{"b":{"c":{}}}}')).toEqual({ limit: 'depth', max: 3 });
    expect(breach('[ "[[[[" ]')).toBeNull();
    // closing brackets bring the depth down again
    expect(breach('[[[]],[[]]]')).toBeNull();
  });

  it('counts object members and array elements over the whole body; empty containers have none', () => {
    expect(breach('[1,2,3,4,5]')).toBeNull();
    expect(breach('[1,2,3,4,5,6]')).toEqual({ limit: 'entries', max: 5 });
    expect(breach('{"a":1,"b":[2,3],"c":{}}')).toBeNull(); // a, b, 2, 3, c
    expect(breach('{"a":1,"b":[2,3],"c":{"d":0}}')).toEqual({ limit: 'entries', max: 5 });
    expect(breach(' [ ] ')).toBeNull();
    expect(breach('[[],[],[],[],[]]')).toBeNull();
    expect(jsonLimitBreach('["a,b,c,d,e,f"]', { ...limits, stringLength: 20 })).toBeNull();
  });

  it('measures each string, keys too, as sent: an escaped quote does not end it', () => {
    expect(breach('["abcd"]')).toBeNull();
    expect(breach('["abcde"]')).toEqual({ limit: 'string-length', max: 4 });
    expect(breach('{"abcde":1}')).toEqual({ limit: 'string-length', max: 4 });
    expect(breach('["a\\"b"]')).toBeNull(); // a \ " b: 4 characters as written
    expect(breach('["a\\"bc"]')).toEqual({ limit: 'string-length', max: 4 });
    expect(breach('"abcdefgh"')).toEqual({ limit: 'string-length', max: 4 });
  });

  it('leaves malformed text to JSON.parse, and never throws on it', () => {
    for (const text of ['', ']]]]', '["abc', '{"a":', '[,,,]', '\\', '"\\']) {
      expect(() => jsonLimitBreach(text, PUBLIC_JSON_LIMITS), text).not.toThrow();
    }
    expect(breach(']]]]')).toBeNull();
  });

  it('stops at the first breach of a body 10,000 deep, and passes every body a public call really gets', () => {
    expect(jsonLimitBreach('['.repeat(10_000) + ']'.repeat(10_000), PUBLIC_JSON_LIMITS)).toEqual({
      limit: 'depth',
      max: PUBLIC_JSON_LIMITS.depth,
    });
    for (const body of [
      { email: 'anna@example.com', password: 'Correct-Horse-9' },
      { email: 'anna@example.com', email_template: 'elfelejtett-jelszo' },
      { user_id: 12, verify_hash: 'a'.repeat(64), password: 'x'.repeat(128) },
      { token: 'x'.repeat(8192), lang: 'hu' },
    ]) {
      expect(jsonLimitBreach(JSON.stringify(body), PUBLIC_JSON_LIMITS)).toBeNull();
    }
  });
});
