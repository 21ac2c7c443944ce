import { describe, expect, it } from 'vitest';
import { cachedIdentity, identityOf } from './identity';

/** A derivation the test settles by hand, counting its calls per key. */
function manualDerive() {
  const calls: string[] = [];
  const pending = new Map<string, { resolve: (id: string) => void; reject: (e: Error) => void }>();
  const derive = (key: string) => {
    calls.push(key);
    return new Promise<string>((resolve, reject) => pending.set(key, { resolve, reject }));
  };
  return { calls, pending, derive };
}

describe('cachedIdentity', () => {
  it('derives once per key, and shares a derivation still running', async () => {
    const { calls, pending, derive } = manualDerive();
    const identity = cachedIdentity(derive);
    const first = identity('Abc123xyz');
    const second = identity('Abc123xyz');
    pending.get('Abc123xyz')?.resolve('id-1');
    expect(await first).toBe('id-1');
    expect(await second).toBe('id-1');
    expect(await identity('Abc123xyz')).toBe('id-1');
    expect(calls).toEqual(['Abc123xyz']);
  });

  it('keeps the most recently used keys and drops the oldest', async () => {
    const derive = (key: string) => Promise.resolve(`id-of-${key}`);
    let derivations = 0;
    const identity = cachedIdentity((key) => {
      derivations++;
      return derive(key);
    }, 2);
    await identity('keyAA');
    await identity('keyBB');
    await identity('keyAA'); // keyAA is now the most recent
    await identity('keyCC'); // drops keyBB
    expect(derivations).toBe(3);
    await identity('keyAA');
    expect(derivations).toBe(3);
    await identity('keyBB');
    expect(derivations).toBe(4);
  });

  it('forgets a failed derivation, so the next identify tries again', async () => {
    const { calls, pending, derive } = manualDerive();
    const identity = cachedIdentity(derive);
    const failed = identity('Abc123xyz');
    pending.get('Abc123xyz')?.reject(new Error('chunk failed'));
    await expect(failed).rejects.toThrow('chunk failed');
    const again = identity('Abc123xyz');
    pending.get('Abc123xyz')?.resolve('id-2');
    expect(await again).toBe('id-2');
    expect(calls).toEqual(['Abc123xyz', 'Abc123xyz']);
  });
});

describe('identityOf', () => {
  it('gives the spec’s shape on the environment’s Web Crypto, the same each time', async () => {
    const id = await identityOf('Xy7Qa9Lm2Pz');
    // Pinned in @glide/core's tests against node:crypto: the same key, the same id everywhere.
    expect(id).toBe('Hps-9f7c54aa9deb');
    expect(await identityOf('Xy7Qa9Lm2Pz')).toBe(id);
  }, 20_000);
});
