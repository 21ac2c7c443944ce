// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quickConnectLink, shareLink } from '../device/sharing/key-links';
import {
  followAddressKeys,
  keyFragment,
  takeHeldKeys,
  takeKeysFromAddress,
  takeKeysFromPageAddress,
} from './address-keys';

const ORIGIN = 'https://glide.example';
const take = (path: string) => takeKeysFromAddress(new URL(path, ORIGIN));

describe('takeKeysFromAddress, new links (the key in the fragment)', () => {
  it('reads a quick-connect link and keeps the rest of the address', () => {
    expect(take('/hamp?female=true#k=Abc12345')).toEqual({
      keys: { connectionKey: 'Abc12345' },
      path: '/hamp?female=true',
      changed: true,
    });
    expect(take('/hamp#key=Abc12345&tab=2')).toEqual({
      keys: { connectionKey: 'Abc12345' },
      path: '/hamp#tab=2',
      changed: true,
    });
  });

  it('reads a share link: the key and the page, for this visit', () => {
    expect(take('/share#k=Owner123&to=hamp')).toEqual({
      keys: { sharedLink: { key: 'Owner123', route: 'hamp' } },
      path: '/share',
      changed: true,
    });
    expect(take('/share/#k=Owner123')).toEqual({
      keys: { sharedLink: { key: 'Owner123', route: undefined } },
      path: '/share/',
      changed: true,
    });
  });

  it('reads what the link producers make', () => {
    expect(take(quickConnectLink(ORIGIN, '/sync', 'Quick1234')).keys).toEqual({
      connectionKey: 'Quick1234',
    });
    expect(take(shareLink(ORIGIN, 'Share1234', 'remote')).keys).toEqual({
      sharedLink: { key: 'Share1234', route: 'remote' },
    });
  });

  it('takes an empty or overlong key out without keeping it', () => {
    expect(take('/hamp#k=')).toEqual({ keys: {}, path: '/hamp', changed: true });
    expect(take(`/hamp#k=${'a'.repeat(257)}`)).toEqual({ keys: {}, path: '/hamp', changed: true });
    // A share link without a usable key still leaves, and the share page says it is broken.
    expect(take('/share#k=&to=hamp').keys).toEqual({ sharedLink: { key: '', route: 'hamp' } });
  });

  it('leaves other fragments alone (the settings page’s section anchors)', () => {
    expect(take('/settings#developer')).toEqual({
      keys: {},
      path: '/settings#developer',
      changed: false,
    });
  });
});

describe('takeKeysFromAddress, old links (rewritten at once)', () => {
  it('reads k and key from the query; k wins; both go', () => {
    expect(take('/hamp?key=Key11111&k=Kkk11111&t=5')).toEqual({
      keys: { connectionKey: 'Kkk11111' },
      path: '/hamp?t=5',
      changed: true,
    });
  });

  it('reads /share/<key>/<page>', () => {
    expect(take('/share/Owner123/hamp?x=1')).toEqual({
      keys: { sharedLink: { key: 'Owner123', route: 'hamp' } },
      path: '/share?x=1',
      changed: true,
    });
    expect(take('/SHARE/Owner123').keys).toEqual({
      sharedLink: { key: 'Owner123', route: undefined },
    });
  });

  it('takes any other path below /share/ out as a broken link', () => {
    for (const path of ['/share/Owner123/a%2Fb', '/share/Owner123/hamp/more', '/share/%E0%A4%A']) {
      expect(take(path)).toEqual({
        keys: { sharedLink: { key: '', route: undefined } },
        path: '/share',
        changed: true,
      });
    }
  });

  it('takes keys out of device selection’s redirect target, and keeps the target', () => {
    expect(
      take(`/device-selection?redirect=${encodeURIComponent('/hamp?k=Inner123&female=true')}`),
    ).toEqual({
      keys: { connectionKey: 'Inner123' },
      path: `/device-selection?redirect=${encodeURIComponent('/hamp?female=true')}`,
      changed: true,
    });
    expect(
      take(`/device-selection?redirect=${encodeURIComponent('/share/Owner123/remote')}`),
    ).toEqual({
      keys: { sharedLink: { key: 'Owner123', route: 'remote' } },
      path: '/device-selection?redirect=%2Fshare',
      changed: true,
    });
  });

  it('changes nothing in an address without a key', () => {
    for (const path of [
      '/',
      '/hamp?t=5',
      '/sharing/x',
      '/share',
      '/device-selection?redirect=%2F',
    ]) {
      expect(take(path)).toEqual({ keys: {}, path, changed: false });
    }
  });
});

describe('takeKeysFromAddress, for any key', () => {
  const key = fc.stringMatching(/^[a-zA-Z0-9]{5,64}$/);
  const path = fc.constantFrom('/', '/hamp', '/share', '/device-selection', '/sync');
  const form = fc.constantFrom(
    (p: string, k: string) => `${p}#k=${k}`,
    (p: string, k: string) => `${p}?x=1#key=${k}&y=2`,
    (p: string, k: string) => `${p}?k=${k}`,
    (p: string, k: string) => `${p}?female=true&key=${k}`,
    (_: string, k: string) => `/share/${k}/hamp`,
    (_: string, k: string) => `/share/${k}`,
    (_: string, k: string) => `/device-selection?redirect=${encodeURIComponent(`/hamp?k=${k}`)}`,
    (_: string, k: string) => `/device-selection?redirect=${encodeURIComponent(`/share/${k}`)}`,
    (_: string, k: string) => `/device-selection?redirect=${encodeURIComponent(`/sync#k=${k}`)}`,
  );

  it('never leaves it in the address, and always finds it', () => {
    fc.assert(
      fc.property(key, path, form, (k, p, make) => {
        const taken = take(make(p, k));
        expect(taken.changed).toBe(true);
        expect(taken.path).not.toContain(k);
        expect(taken.keys.connectionKey ?? taken.keys.sharedLink?.key).toBe(k);
      }),
    );
  });
});

describe('keyFragment', () => {
  it('carries a key or a shared link on, in the form the reader takes', () => {
    expect(keyFragment({})).toBe('');
    expect(keyFragment({ connectionKey: 'Abc12345' })).toBe('k=Abc12345');
    const shared = keyFragment({ sharedLink: { key: 'Owner123', route: 'hamp' } });
    expect(shared).toBe('k=Owner123&to=hamp');
    expect(take(`/share#${shared}`).keys).toEqual({
      sharedLink: { key: 'Owner123', route: 'hamp' },
    });
  });
});

describe('the page’s own address', () => {
  afterEach(() => {
    takeHeldKeys();
    window.history.replaceState(null, '', '/');
  });

  it('loses its key at once, into memory for the loader, once', () => {
    window.history.replaceState(null, '', '/hamp?t=1#k=Page1234');
    const before = window.history.length;
    expect(takeKeysFromPageAddress()).toEqual({ connectionKey: 'Page1234' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/hamp?t=1',
    );
    // Replaced, not pushed: no entry of the history ever holds the key.
    expect(window.history.length).toBe(before);
    expect(takeHeldKeys()).toEqual({ connectionKey: 'Page1234' });
    expect(takeHeldKeys()).toBeUndefined();
  });

  it('leaves an address without a key alone', () => {
    window.history.replaceState(null, '', '/settings#developer');
    expect(takeKeysFromPageAddress()).toEqual({});
    expect(window.location.hash).toBe('#developer');
    expect(takeHeldKeys()).toBeUndefined();
  });

  it('takes a key put into the fragment of the open page, and says so', async () => {
    window.history.replaceState(null, '', '/hamp');
    const onKeys = vi.fn();
    const stop = followAddressKeys(onKeys);
    window.location.hash = '#k=Later1234';
    await vi.waitFor(() => expect(onKeys).toHaveBeenCalledOnce());
    expect(window.location.href).not.toContain('Later1234');
    expect(takeHeldKeys()).toEqual({ connectionKey: 'Later1234' });
    stop();
    window.location.hash = '#k=After1234';
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    expect(onKeys).toHaveBeenCalledOnce();
  });
});
