import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../test/fixtures';
import { controlCharacterPath } from './control-characters';

const { t, world } = await bootTenantsApp();

const refused = (path: string) => ({
  status: 400,
  body: { error: { code: 'validation-failed', fields: [{ path, message: 'control-character' }] } },
});

describe('NUL and other control characters in a request are bad input, never a 500 (docs/security.md)', () => {
  it('in a JSON body of an open route (login) and of a write route, naming the field; nothing is stored', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'anna\u0000@example.com', password: 'x' },
    });
    expect({ status: login.statusCode, body: login.json() }).toEqual(refused('email'));
    const before = await t.database.db.selectFrom('worker_groups').select('id').execute();
    const add = await t.call({
      method: 'POST',
      url: '/api/worker-groups',
      payload: { name: 'Iroda\u0000' },
      token: world.tokens.admin,
    });
    expect({ status: add.statusCode, body: add.json() }).toEqual(refused('name'));
    expect(await t.database.db.selectFrom('worker_groups').select('id').execute()).toEqual(before);
  });

  it('in a path parameter and in a query', async () => {
    const path = await t.call({
      method: 'GET',
      url: '/api/sm-surveys/%00/questions',
      token: world.tokens.admin,
    });
    expect({ status: path.statusCode, body: path.json() }).toEqual(refused('params.id'));
    const query = await t.call({ method: 'GET', url: '/api/worker-groups?x=%00', token: world.tokens.admin });
    expect({ status: query.statusCode, body: query.json() }).toEqual(refused('query.x'));
  });

  it('finds the first NUL in nested bodies, keys included, and ignores binary data', () => {
    expect(controlCharacterPath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(controlCharacterPath({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(controlCharacterPath({ file: new Uint8Array([0, 0]), name: 'ok' })).toBeNull();
    expect(controlCharacterPath(null)).toBeNull();
  });

  it('walks a value 200,000 deep without a stack overflow and names the path only when it finds one', () => {
    // a recursive walk copying the path at every level overflowed at 8,000 and took seconds at 6,000
    const deep = (depth: number, leaf: unknown) => {
      let value: unknown = leaf;
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { k: value };
      return value;
    };
    expect(controlCharacterPath(deep(200_000, 'ok'))).toBeNull();
    const path = controlCharacterPath(deep(200_000, 'x\u0000'));
    expect(path?.split('.')).toHaveLength(200_000);
    expect(path?.startsWith('0.k.0.k')).toBe(true);
    // wide too: 100,000 entries, the bad one last
    const wide = Array.from({ length: 100_000 }, (_, i) => ({ [`k${i}`]: i === 99_999 ? '\u0007' : 'ok' }));
    expect(controlCharacterPath({ rows: wide })).toBe('rows.99999.k99999');
    expect(controlCharacterPath('a\u0000')).toBe('');
  });

  it('refuses every C0 control and DEL, and keeps tab, line feed and carriage return for multi-line texts', () => {
    for (let code = 0; code < 0x20; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(controlCharacterPath({ text }), `U+${code.toString(16)}`).toBe(
        [9, 10, 13].includes(code) ? null : 'text',
      );
    }
    expect(controlCharacterPath({ text: 'a\u007fb' })).toBe('text');
    expect(controlCharacterPath({ text: 'Árvíztűrő tükörfúrógép – „idézet” 😀' })).toBeNull();
  });

  it('a terminal escape in a name is refused on a write route and nothing is stored', async () => {
    const before = await t.database.db.selectFrom('worker_groups').select('id').execute();
    const add = await t.call({
      method: 'POST',
      url: '/api/worker-groups',
      payload: { name: 'Iroda\u001b[31m' },
      token: world.tokens.admin,
    });
    expect({ status: add.statusCode, body: add.json() }).toEqual(refused('name'));
    expect(await t.database.db.selectFrom('worker_groups').select('id').execute()).toEqual(before);
  });
});
