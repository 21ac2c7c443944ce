/**
 * Every route of spec §2 as the e2e run visits it: a path that matches it and the document title
 * the app gives it (`<page> · Glide`, from `common:routes`). `heading` is the page's `<h1>` where
 * the shell owns the page; the other pages are checked for an `<h1>` of their own.
 */
export interface RouteCase {
  readonly path: string;
  readonly title: string;
  readonly heading?: string;
  /** Outside the main layout (no header or menu). */
  readonly bare?: boolean;
  readonly debug?: boolean;
  /** What the page renders after a lazy load of its own (CSS): scanned once it is on screen. */
  readonly ready?: string;
}

export const ROUTES: readonly RouteCase[] = [
  { path: '/', title: 'Glide' },
  {
    path: '/share/bad/hamp',
    title: 'Shared link · Glide',
    heading: 'Shared link',
    bare: true,
  },
  { path: '/share/bad', title: 'Shared link · Glide', heading: 'Shared link', bare: true },
  {
    path: '/device-selection',
    title: 'Choose your device · Glide',
    heading: 'Which device do you use?',
    bare: true,
  },
  { path: '/debug', title: 'Debug overview · Glide', heading: 'Debug tools', debug: true },
  { path: '/debug/channel', title: 'Event channel · Glide', heading: 'Event channel', debug: true },
  { path: '/debug/channel-sdk', title: 'SDK state · Glide', heading: 'SDK state', debug: true },
  {
    path: '/debug/channel-store',
    title: 'Device state · Glide',
    heading: 'Device state',
    debug: true,
  },
  { path: '/debug/emulator', title: 'Emulator · Glide', heading: 'Emulator', debug: true },
  { path: '/debug/simulator', title: 'Simulator · Glide', heading: 'Simulator', debug: true },
  { path: '/debug/ota', title: 'Firmware debug · Glide', heading: 'Firmware debug', debug: true },
  { path: '/sync', title: 'Sync test · Glide', heading: 'Sync test' },
  { path: '/Hvp', title: 'Vibration · Glide', heading: 'Vibration (HVP)' },
  { path: '/hvp', title: 'Vibration · Glide', heading: 'Vibration (HVP)' },
  { path: '/hdsp', title: 'Direct position · Glide', heading: 'Direct position (HDSP)' },
  { path: '/hamp', title: 'Automatic stroking · Glide', heading: 'Automatic stroking (HAMP)' },
  { path: '/hsp', title: 'Streaming · Glide', heading: 'Streaming (HSP)' },
  { path: '/random-classic', title: 'Random strokes · Glide', heading: 'Random strokes' },
  { path: '/uui', title: 'Connect button · Glide' },
  { path: '/remote', title: 'Remote control · Glide', heading: 'Remote control' },
  { path: '/configure', title: 'Configure device · Glide', heading: 'Configure device' },
  { path: '/community', title: 'Community · Glide' },
  { path: '/local', title: 'Local player · Glide', heading: 'Local player' },
  // No library set for this visitor: the page says where to add one (stash.spec.ts has the rest).
  { path: '/stash', title: 'Stash library · Glide', heading: 'Stash library' },
  { path: '/beatbox', title: 'Beatbox · Glide', heading: 'Beatbox' },
  { path: '/ota', title: 'Firmware update · Glide', heading: 'Firmware update' },
  {
    path: '/ota/4.2.2+emulated/0',
    title: 'Install a firmware version · Glide',
    heading: 'Install firmware 4.2.2+emulated',
  },
  { path: '/ota-fw3', title: 'Update from firmware 3 · Glide', heading: 'Update from firmware 3' },
  { path: '/ota-optin', title: 'Beta firmware · Glide', heading: 'Beta firmware' },
  { path: '/partners/vr', title: 'Partners · Glide' },
  { path: '/partners', title: 'Partners · Glide' },
  { path: '/changelog', title: 'Changelog · Glide', ready: '.changelog__version' },
  { path: '/about', title: 'About · Glide' },
  { path: '/settings', title: 'Settings · Glide' },
  { path: '/link', title: 'Link devices · Glide', heading: 'Link devices' },
  { path: '/fw-release-notes', title: 'Firmware release notes · Glide' },
  {
    path: '/ota-direct/4.3.0-beta.1+emulated/0',
    title: 'Direct firmware update · Glide',
    heading: 'Direct firmware update to 4.3.0-beta.1+emulated',
  },
];

/** Paths that no route names. */
export const UNKNOWN_PATHS: readonly string[] = [
  '/no-such-page',
  '/hamp/extra',
  '/ota/only-a-version',
  '/ota/not a version!/0',
];
