import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { systemClock, type Clock } from '@glide/core';
import { logger } from '../../lib/logger';
import { whenTrue } from '../../lib/when-true';
import type { InstalledAppState } from './installed-app-state';

/** `registerSW` of `virtual:pwa-register`: registers, and returns "activate the waiting worker". */
export type RegisterServiceWorker = (options: RegisterSWOptions) => () => Promise<void>;

/** What decides whether to register (the page's `window`, a fake in tests). */
export interface WorkerHost {
  readonly navigator: object;
  /** Capacitor's bridge, present in the native wrap only. */
  readonly Capacitor?: { readonly isNativePlatform?: () => boolean } | undefined;
}

/**
 * Whether this page should have a service worker: a browser that has them, and not inside the
 * native wrap (the app's files are in the app package there already, and iOS's web view refuses
 * workers on the app's own scheme).
 */
export function wantsServiceWorker(host: WorkerHost): boolean {
  if (!('serviceWorker' in host.navigator)) return false;
  return host.Capacitor?.isNativePlatform?.() !== true;
}

/** What the update does once the person chose it (the page's browser, a fake in tests). */
export interface UpdateHost {
  /** Calls `listener` once, when a new worker takes control of the page. */
  onNextControllerChange(listener: () => void): void;
  /** Reloads the page (its address holds no key: start-up removed it). */
  reload(): void;
}

/** The page's own {@link UpdateHost}. */
export const browserUpdateHost: UpdateHost = {
  onNextControllerChange(listener) {
    navigator.serviceWorker.addEventListener('controllerchange', listener, { once: true });
  },
  reload: () => window.location.reload(),
};

/**
 * Registers the app's service worker (production builds only; see start-installed-app.tsx). When a
 * new version's worker is installed and waiting, `state` learns it, with the reload that switches
 * to it: the worker is told to skip waiting, takes the page, and the page reloads. The reload is
 * ours, not the library's: the library reloads only when the page was already controlled when it
 * registered, which a tab open since its first visit is not. A failed registration costs the
 * offline start only, so it is logged, not shown.
 */
export function registerWorker(
  register: RegisterServiceWorker,
  state: InstalledAppState,
  host: UpdateHost = browserUpdateHost,
): void {
  const activate = register({
    immediate: true,
    onNeedRefresh: () =>
      state.updateReady(() => {
        host.onNextControllerChange(() => host.reload());
        void activate();
      }),
    // The library's own reload, which would come on top of ours.
    onNeedReload: () => undefined,
    onOfflineReady: () => logger.info('Glide is ready to start offline'),
    onRegisterError: (error: unknown) =>
      logger.warn('The service worker could not be registered', error),
  });
}

/**
 * How long the registration waits at most for a connect under way: a device that does not answer
 * keeps a connect retrying, and the offline start should not wait for it.
 */
export const REGISTER_AFTER_CONNECT_MAX_WAIT_MS = 10_000;

/**
 * Runs `run` once no connect is under way, at once when none is, or after `maxWaitMs` at the latest.
 * The worker's install downloads the whole app (about 2 MB): during a first connect it slowed the
 * connect's clock sync and put its round trips off (CHANGELOG.md, Measured, Start-up).
 */
export function whenConnectSettles(
  connection: { isConnecting(): boolean; subscribe(listener: () => void): () => void },
  run: () => void,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock,
  maxWaitMs: number = REGISTER_AFTER_CONNECT_MAX_WAIT_MS,
): void {
  whenTrue(
    {
      holds: () => !connection.isConnecting(),
      subscribe: (listener) => connection.subscribe(listener),
    },
    run,
    maxWaitMs,
    clock,
  );
}
