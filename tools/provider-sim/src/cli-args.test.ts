import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args.ts';

describe('provider-sim CLI flags (provider-api §2.5, §4)', () => {
  it('defaults to port 4010, seed 1, the documented 120/min and 500/day and the consent page', () => {
    expect(parseCliArgs([])).toMatchObject({
      port: 4010,
      seed: 1,
      rateLimit: { perMinute: 120, perDay: 500 },
      autoDecision: null,
      perPageOverflow: 'error',
    });
  });

  it('reads port, seed, respondents, rate limits, OAuth and switches', () => {
    const options = parseCliArgs([
      '--port=0',
      '--seed=demo',
      '--respondents=2500,800',
      '--per-minute=720',
      '--per-day=500000',
      '--redirect-uri=http://a.test/oauth',
      '--redirect-uri=http://b.test/oauth',
      '--auto-approve',
      '--clamp-per-page',
    ]);
    expect(options).toMatchObject({
      port: 0,
      seed: 'demo',
      respondents: [2500, 800],
      rateLimit: { perMinute: 720, perDay: 500000 },
      redirectUris: ['http://a.test/oauth', 'http://b.test/oauth'],
      autoDecision: 'approve',
      perPageOverflow: 'clamp',
    });
    expect(parseCliArgs(['--respondents', '300'])?.respondents).toBe(300);
  });

  it('--copied-surveys turns on copy mode with the default edits; --copy-* counts imply it', () => {
    expect(parseCliArgs([])?.copies).toBeUndefined();
    expect(parseCliArgs(['--copied-surveys'])?.copies).toEqual({});
    expect(parseCliArgs(['--copy-reworded=3', '--copy-removed', '1'])?.copies).toEqual({
      reworded: 3,
      removed: 1,
    });
    expect(parseCliArgs(['--copied-surveys', '--copy-added=0'])?.copies).toEqual({ added: 0 });
    expect(() => parseCliArgs(['--copy-added=-2'])).toThrow(/--copy-added/);
  });

  it('returns null for --help and rejects bad numbers', () => {
    expect(parseCliArgs(['--help'])).toBeNull();
    expect(() => parseCliArgs(['--port=-1'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--nope'])).toThrow();
  });
});
