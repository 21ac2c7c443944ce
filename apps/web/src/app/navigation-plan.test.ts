import { describe, expect, it } from 'vitest';
import { planNavigation } from './navigation-plan';

const at = (path: string) => new URL(path, 'https://glide.example');
const chosen = { deviceSelectionComplete: true };
const firstVisit = { deviceSelectionComplete: false };

describe('planNavigation', () => {
  it('lets a navigation pass untouched once a device is chosen', () => {
    expect(planNavigation(at('/hamp?x=1#a'), chosen)).toEqual({});
  });

  it('sends a first visit to device selection with the original full path', () => {
    expect(planNavigation(at('/partners/vr?sort=name'), firstVisit)).toEqual({
      redirectTo: '/device-selection?redirect=%2Fpartners%2Fvr%3Fsort%3Dname',
    });
  });

  it('never guards device selection itself (spec: the target contains device-selection)', () => {
    expect(planNavigation(at('/device-selection'), firstVisit)).toEqual({});
    expect(planNavigation(at('/device-selection?redirect=%2Fhamp'), firstVisit)).toEqual({});
  });

  it('reads k, stores nothing in the address and keeps other parameters', () => {
    expect(planNavigation(at('/hamp?k=Abc12345&t=5'), chosen)).toEqual({
      connectionKey: 'Abc12345',
      redirectTo: '/hamp?t=5',
    });
  });

  it('reads key as well; k wins when both are given; both are removed', () => {
    expect(planNavigation(at('/?key=Key11111'), chosen)).toEqual({
      connectionKey: 'Key11111',
      redirectTo: '/',
    });
    expect(planNavigation(at('/?key=Key11111&k=Kkk11111'), chosen)).toEqual({
      connectionKey: 'Kkk11111',
      redirectTo: '/',
    });
  });

  it('removes an empty key without asking for a connect', () => {
    expect(planNavigation(at('/hamp?k='), chosen)).toEqual({ redirectTo: '/hamp' });
  });

  it('female=true selects the Oh, any other value The Handy, and is removed', () => {
    expect(planNavigation(at('/?female=true'), chosen)).toEqual({
      deviceKind: 'oh',
      redirectTo: '/',
    });
    expect(planNavigation(at('/?female=yes'), chosen)).toEqual({
      deviceKind: 'handy',
      redirectTo: '/',
    });
  });

  it('on a first visit, consumes the parameters and keeps them out of the redirect', () => {
    expect(planNavigation(at('/hamp?k=E2eKey01&female=true'), firstVisit)).toEqual({
      connectionKey: 'E2eKey01',
      deviceKind: 'oh',
      redirectTo: '/device-selection?redirect=%2Fhamp',
    });
  });

  it('consumes a key hidden in the redirect target of device selection', () => {
    const plan = planNavigation(
      at(`/device-selection?redirect=${encodeURIComponent('/hamp?k=Inner123&female=true&x=1')}`),
      firstVisit,
    );
    expect(plan).toEqual({
      connectionKey: 'Inner123',
      deviceKind: 'oh',
      redirectTo: '/device-selection?redirect=%2Fhamp%3Fx%3D1',
    });
  });

  it('drops a redirect target that leaves the site', () => {
    expect(
      planNavigation(at('/device-selection?redirect=https%3A%2F%2Fevil.example%2F'), firstVisit),
    ).toEqual({ redirectTo: '/device-selection' });
  });

  it('never leaves the key in any planned address', () => {
    for (const path of [
      '/hamp?k=Secret123',
      '/hamp?key=Secret123',
      '/device-selection?redirect=%2Fhamp%3Fk%3DSecret123',
      '/device-selection?k=Secret123&redirect=%2Fhamp%3Fkey%3DSecret123',
    ]) {
      for (const state of [chosen, firstVisit]) {
        const plan = planNavigation(at(path), state);
        expect(plan.connectionKey).toBe('Secret123');
        expect(plan.redirectTo ?? '').not.toContain('Secret123');
      }
    }
  });
});

describe('planNavigation, for a shared link', () => {
  it('takes the key out of the address at once and opens the share page', () => {
    expect(planNavigation(at('/share/Owner123/hamp'), chosen)).toEqual({
      sharedLink: { key: 'Owner123', route: 'hamp' },
      redirectTo: '/share',
    });
    expect(planNavigation(at('/share/Owner123'), chosen)).toEqual({
      sharedLink: { key: 'Owner123', route: undefined },
      redirectTo: '/share',
    });
  });

  it('on a first visit, goes through device selection without the key in redirect', () => {
    const plan = planNavigation(at('/share/Owner123/remote'), firstVisit);
    expect(plan).toEqual({
      sharedLink: { key: 'Owner123', route: 'remote' },
      redirectTo: '/device-selection?redirect=%2Fshare',
    });
    expect(plan.redirectTo).not.toContain('Owner123');
  });

  it('takes a shared link out of the redirect target of device selection too', () => {
    const plan = planNavigation(
      at('/device-selection?redirect=%2Fshare%2FOwner123%2Fremote'),
      firstVisit,
    );
    expect(plan).toEqual({
      sharedLink: { key: 'Owner123', route: 'remote' },
      redirectTo: '/device-selection?redirect=%2Fshare',
    });
  });

  it('reads a new share link, whose key is in the fragment', () => {
    expect(planNavigation(at('/share#k=Owner123&to=hamp'), firstVisit)).toEqual({
      sharedLink: { key: 'Owner123', route: 'hamp' },
      redirectTo: '/device-selection?redirect=%2Fshare',
    });
  });

  it('takes any other path below /share/ out of the address as a broken link', () => {
    expect(planNavigation(at('/share/Owner123/a%2Fb'), chosen)).toEqual({
      sharedLink: { key: '', route: undefined },
      redirectTo: '/share',
    });
  });

  it('leaves the key-less share page and other paths alone', () => {
    expect(planNavigation(at('/share'), chosen)).toEqual({});
    expect(planNavigation(at('/sharing/x'), chosen)).toEqual({});
  });
});
