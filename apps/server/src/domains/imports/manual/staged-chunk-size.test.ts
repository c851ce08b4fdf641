import { describe, expect, it } from 'vitest';
import { nextStagedChunkSize, STAGED_CHUNK_TARGET_MS } from './manual-import.service';

/*
 * A staged import's transaction holds the embedded database's one connection and thread from every
 * other request, so its rows follow the time each took (docs/import.md "All or nothing on either database").
 */
describe('staged chunks hold the embedded database about the target time', () => {
  it('a chunk that took twice the target halves the next; one that took half doubles it', () => {
    expect(nextStagedChunkSize(100, STAGED_CHUNK_TARGET_MS * 2)).toBe(50);
    expect(nextStagedChunkSize(100, STAGED_CHUNK_TARGET_MS / 2)).toBe(200);
    expect(nextStagedChunkSize(100, STAGED_CHUNK_TARGET_MS)).toBe(100);
  });

  it('one very slow or very fast chunk moves the size at most by half or double', () => {
    expect(nextStagedChunkSize(200, STAGED_CHUNK_TARGET_MS * 40)).toBe(100);
    expect(nextStagedChunkSize(200, 0)).toBe(400);
  });

  it('stays within 10 and 1,000 rows however slow or fast the machine', () => {
    let size = 100;
    for (let i = 0; i < 20; i++) size = nextStagedChunkSize(size, 10_000);
    expect(size).toBe(10);
    for (let i = 0; i < 20; i++) size = nextStagedChunkSize(size, 0.01);
    expect(size).toBe(1_000);
  });
});
