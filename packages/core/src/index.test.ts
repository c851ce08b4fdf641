import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('@pulzus/core public API (style.md §3)', () => {
  it('exports exactly the reviewed list of names', () => {
    expect(Object.keys(core).sort()).toMatchSnapshot();
  });
});
