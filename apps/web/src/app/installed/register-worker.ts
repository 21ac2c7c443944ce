import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { logger } from '../../lib/logger';
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

/**
 * Registers the app's service worker (production builds only; see start-installed-app.tsx). When a
 * new version's worker is installed and waiting, `state` learns it, with the reload that activates
 * it: the worker's skip-waiting message, after which the library reloads the page once the new
 * worker controls it. A failed registration costs the offline start only, so it is logged, not shown.
 */
export function registerWorker(register: RegisterServiceWorker, state: InstalledAppState): void {
  const activate = register({
    immediate: true,
    onNeedRefresh: () =>
      state.updateReady(() => {
        void activate();
      }),
    onOfflineReady: () => logger.info('Glide is ready to start offline'),
    onRegisterError: (error: unknown) =>
      logger.warn('The service worker could not be registered', error),
  });
}
