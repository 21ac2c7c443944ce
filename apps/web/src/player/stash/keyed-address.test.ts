import { describe, expect, it } from 'vitest';
import { keyedAddress } from './keyed-address';

describe('keyedAddress', () => {
  const picture = keyedAddress('http://192.168.1.10:9999/', 'k/ey');

  it('adds the key to a picture of the server, as Stash reads it', () => {
    expect(picture('http://192.168.1.10:9999/scene/1/screenshot?t=17')).toBe(
      'http://192.168.1.10:9999/scene/1/screenshot?t=17&apikey=k%2Fey',
    );
  });

  it('shows no picture of another server, nor one without an address', () => {
    expect(picture('https://elsewhere.example/scene/1/screenshot')).toBeUndefined();
    expect(picture(null)).toBeUndefined();
    expect(picture('not an address')).toBeUndefined();
  });

  it('leaves the address alone for a server without a key', () => {
    expect(keyedAddress('http://s:9999/', '')('http://s:9999/scene/1/screenshot')).toBe(
      'http://s:9999/scene/1/screenshot',
    );
  });
});
