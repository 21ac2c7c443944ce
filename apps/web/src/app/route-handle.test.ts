import { describe, expect, it } from 'vitest';
import common from '../i18n/locales/en-US.json';
import { ROUTE_TITLE_KEYS, currentRouteHandle } from './route-handle';

describe('route titles', () => {
  it('are exactly the keys of common:routes', () => {
    expect([...ROUTE_TITLE_KEYS].sort()).toEqual(Object.keys(common.routes).sort());
  });
});

describe('currentRouteHandle', () => {
  it('takes the deepest valid handle and ignores anything else', () => {
    expect(
      currentRouteHandle([
        undefined,
        { titleKey: 'home', noPadding: true },
        { titleKey: 'hamp', app: true, multicastSupport: true },
        { titleKey: 'no-such-title' },
        'text',
      ]),
    ).toEqual({ titleKey: 'hamp', app: true, multicastSupport: true });
    expect(currentRouteHandle([null])).toBeNull();
  });
});
