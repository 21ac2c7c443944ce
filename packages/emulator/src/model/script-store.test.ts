import { describe, expect, it } from 'vitest';
import { ScriptStore } from './script-store';

const csv = (n: number) => new TextEncoder().encode(`0,0\n${1000 + n},100\n`);

describe('ScriptStore', () => {
  it('gives the same content the same id', () => {
    const store = new ScriptStore();
    expect(store.put(csv(1)).id).toBe(store.put(csv(1)).id);
    expect(store.put(csv(1)).id).not.toBe(store.put(csv(2)).id);
    expect(store.sizeBytes).toBe(2 * csv(1).byteLength);
  });

  it('keeps a bounded number of bytes, forgetting the least recently used scripts first', () => {
    const size = csv(1).byteLength;
    const store = new ScriptStore(3 * size);
    const ids = [1, 2, 3].map((n) => store.put(csv(n)).id);
    store.get(ids[0] ?? ''); // read again: the second script is now the least recently used
    store.put(csv(4));
    expect(store.get(ids[1] ?? '')).toBeUndefined();
    expect(store.get(ids[0] ?? '')).toBeDefined();
    expect(store.get(ids[2] ?? '')).toBeDefined();
    for (let n = 5; n < 1_000; n++) store.put(csv(n));
    expect(store.sizeBytes).toBe(3 * size);
    expect(store.get(store.put(csv(999)).id)?.text).toBe('0,0\n1999,100\n');
  });
});
