import type { RouteTitleKey } from './route-handle';

/** One link of the menu. */
export interface MenuItem {
  readonly to: string;
  readonly titleKey: RouteTitleKey;
  /**
   * Also the current entry on another page whose address has this parameter (a Stash scene plays on
   * `/local?stash=<id>`: the person is in their Stash library, not their files).
   */
  readonly currentOn?: { readonly pathname: string; readonly param: string };
}

/** A section of the menu (spec §2: Products, Content, Apps, Settings; Home is a link of its own). */
export interface MenuSection {
  readonly id: 'products' | 'content' | 'apps' | 'settings';
  readonly items: readonly MenuItem[];
}

/**
 * The entry that is current at `pathname` + `search` by its `currentOn`, or `undefined` when the
 * address's own entry is (the links match it themselves).
 */
export function borrowedCurrent(pathname: string, search: string): MenuItem | undefined {
  const params = new URLSearchParams(search);
  return MENU.flatMap((section) => section.items).find(
    (item) =>
      item.currentOn !== undefined &&
      item.currentOn.pathname === pathname &&
      params.has(item.currentOn.param),
  );
}

/** The home entry, above the sections. */
export const HOME_ITEM: MenuItem = { to: '/', titleKey: 'home' };

/**
 * The menu. Products are the ways to move the device, Content what plays on it, Apps what works
 * with it, Settings the app and the device itself. Pages reached only by links (shared links,
 * versioned firmware routes) are not listed.
 */
export const MENU: readonly MenuSection[] = [
  {
    id: 'products',
    items: [
      { to: '/hamp', titleKey: 'hamp' },
      { to: '/hvp', titleKey: 'hvp' },
      { to: '/hdsp', titleKey: 'hdsp' },
      { to: '/hsp', titleKey: 'hsp' },
      { to: '/random-classic', titleKey: 'randomClassic' },
      { to: '/remote', titleKey: 'remote' },
    ],
  },
  {
    id: 'content',
    items: [
      { to: '/local', titleKey: 'local' },
      { to: '/stash', titleKey: 'stash', currentOn: { pathname: '/local', param: 'stash' } },
      { to: '/sync', titleKey: 'sync' },
      { to: '/beatbox', titleKey: 'beatbox' },
      { to: '/community', titleKey: 'community' },
    ],
  },
  {
    id: 'apps',
    items: [
      { to: '/partners', titleKey: 'partners' },
      { to: '/uui', titleKey: 'uui' },
      { to: '/link', titleKey: 'link' },
    ],
  },
  {
    id: 'settings',
    items: [
      { to: '/settings', titleKey: 'settings' },
      { to: '/configure', titleKey: 'configure' },
      { to: '/ota', titleKey: 'ota' },
      { to: '/ota-optin', titleKey: 'otaOptin' },
      { to: '/fw-release-notes', titleKey: 'fwReleaseNotes' },
      { to: '/changelog', titleKey: 'changelog' },
      { to: '/about', titleKey: 'about' },
    ],
  },
];

/** The debug pages, in the debug layout's own menu. */
export const DEBUG_MENU: readonly MenuItem[] = [
  { to: '/debug', titleKey: 'debugHome' },
  { to: '/debug/channel', titleKey: 'debugChannel' },
  { to: '/debug/channel-sdk', titleKey: 'debugChannelSdk' },
  { to: '/debug/channel-store', titleKey: 'debugChannelStore' },
  { to: '/debug/emulator', titleKey: 'debugEmulator' },
  { to: '/debug/simulator', titleKey: 'debugSimulator' },
  { to: '/debug/ota', titleKey: 'debugOta' },
];
