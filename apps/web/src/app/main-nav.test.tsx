import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestI18n } from '../i18n/test-i18n';
import { renderNavigation } from '../lib/render-navigation';
import { resetPreferencesStoreForTests } from '../preferences/preferences-instance';
import { MainNav } from './main-nav';
import { borrowedCurrent } from './menu';

beforeAll(async () => {
  await startTestI18n();
});

beforeEach(() => {
  cleanup();
  resetPreferencesStoreForTests();
});

/** The menu on the page at `url`, and the entry it marks as the page. */
function currentAt(url: string): string | null {
  const path = new URL(url, 'http://glide.test').pathname;
  renderNavigation([{ path, element: <MainNav /> }], url);
  const nav = screen.getByRole('navigation');
  const current = within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.length).toBeLessThanOrEqual(1);
  return current[0]?.textContent ?? null;
}

describe('the menu’s current entry', () => {
  it('is the page’s own', () => {
    expect(currentAt('/local')).toBe('Local player');
  });

  it('is the Stash library while one of its scenes plays on /local', () => {
    expect(currentAt('/local?stash=12&q=beach')).toBe('Stash library');
  });

  it('is borrowed only on the page and with the parameter named', () => {
    expect(borrowedCurrent('/local', '?stash=12')?.to).toBe('/stash');
    expect(borrowedCurrent('/local', '?q=beach')).toBeUndefined();
    expect(borrowedCurrent('/sync', '?stash=12')).toBeUndefined();
  });
});
