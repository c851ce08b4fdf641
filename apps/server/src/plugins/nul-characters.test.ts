import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createTenants } from '../test/fixtures';
import { nulPath } from './nul-characters';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;
beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
});
afterAll(() => t.close());

const refused = (path: string) => ({
  status: 400,
  body: { error: { code: 'validation-failed', fields: [{ path, message: 'NUL character' }] } },
});

describe('a NUL character in a request is bad input, never a 500 (hostile input)', () => {
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
    expect(nulPath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(nulPath({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(nulPath({ file: new Uint8Array([0, 0]), name: 'ok' })).toBeNull();
    expect(nulPath(null)).toBeNull();
  });
});
