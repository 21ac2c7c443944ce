import 'i18next';
import type common from './i18n/locales/en-US.json';
import type about from './features/about/locales/en-US.json';
import type beatbox from './features/beatbox/locales/en-US.json';
import type changelog from './features/changelog/locales/en-US.json';
import type community from './features/community/locales/en-US.json';
import type configure from './features/configure/locales/en-US.json';
import type debug from './features/debug/locales/en-US.json';
import type deviceSelection from './features/device-selection/locales/en-US.json';
import type fwReleaseNotes from './features/fw-release-notes/locales/en-US.json';
import type hamp from './features/hamp/locales/en-US.json';
import type hdsp from './features/hdsp/locales/en-US.json';
import type home from './features/home/locales/en-US.json';
import type hsp from './features/hsp/locales/en-US.json';
import type hvp from './features/hvp/locales/en-US.json';
import type link from './features/link/locales/en-US.json';
import type local from './features/local/locales/en-US.json';
import type notFound from './features/not-found/locales/en-US.json';
import type ota from './features/ota/locales/en-US.json';
import type partners from './features/partners/locales/en-US.json';
import type player from './player/locales/en-US.json';
import type randomClassic from './features/random-classic/locales/en-US.json';
import type remote from './features/remote/locales/en-US.json';
import type settings from './features/settings/locales/en-US.json';
import type share from './features/share/locales/en-US.json';
import type stash from './features/stash/locales/en-US.json';
import type sync from './features/sync/locales/en-US.json';
import type uui from './features/uui/locales/en-US.json';

/**
 * Typed keys: every namespace's keys come from its en-US file, so `t('missing')` does not compile.
 * A namespace is the folder name of its feature (`src/features/<feature>/locales`); `common` is the
 * shell's (`src/i18n/locales`); `player` is the shared player components' (`src/player/locales`).
 * At the top of `src`, not in `src/i18n`: it names every layer's texts, and i18n sits below them.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      about: typeof about;
      beatbox: typeof beatbox;
      changelog: typeof changelog;
      community: typeof community;
      configure: typeof configure;
      debug: typeof debug;
      'device-selection': typeof deviceSelection;
      'fw-release-notes': typeof fwReleaseNotes;
      hamp: typeof hamp;
      hdsp: typeof hdsp;
      home: typeof home;
      hsp: typeof hsp;
      hvp: typeof hvp;
      link: typeof link;
      local: typeof local;
      'not-found': typeof notFound;
      ota: typeof ota;
      partners: typeof partners;
      player: typeof player;
      'random-classic': typeof randomClassic;
      remote: typeof remote;
      settings: typeof settings;
      share: typeof share;
      stash: typeof stash;
      sync: typeof sync;
      uui: typeof uui;
    };
  }
}
