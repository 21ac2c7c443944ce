import type { DeviceKind } from '../../preferences';

/** A mode page the home page links to, by its route and its key in the `home` texts. */
export interface ModeShortcut {
  /** The mode's route, absolute. */
  path: string;
  /** Key of its title and description under `modes.items` in the `home` namespace. */
  id:
    | 'hamp'
    | 'hvp'
    | 'hdsp'
    | 'hsp'
    | 'sync'
    | 'local'
    | 'beatbox'
    | 'randomClassic'
    | 'remote'
    | 'link';
}

/** The modes in the order a Handy owner meets them: automatic stroking first. */
const MODES: readonly ModeShortcut[] = [
  { path: '/hamp', id: 'hamp' },
  { path: '/hvp', id: 'hvp' },
  { path: '/hdsp', id: 'hdsp' },
  { path: '/hsp', id: 'hsp' },
  { path: '/sync', id: 'sync' },
  { path: '/local', id: 'local' },
  { path: '/beatbox', id: 'beatbox' },
  { path: '/random-classic', id: 'randomClassic' },
  { path: '/remote', id: 'remote' },
  { path: '/link', id: 'link' },
];

/** The mode shortcuts for a device: the Oh vibrates, so vibration (HVP) leads for it. */
export function modeShortcuts(kind: DeviceKind): ModeShortcut[] {
  if (kind === 'handy') return [...MODES];
  return [...MODES.filter((m) => m.id === 'hvp'), ...MODES.filter((m) => m.id !== 'hvp')];
}
