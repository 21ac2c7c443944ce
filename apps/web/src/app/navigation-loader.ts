import type { PreferencesStore } from '../preferences';
import { checkConnectionKey, keyProblemMessage } from '../lib/connection-key';
import type { ConnectionStore } from '../device/connection/connection-store';
import { ConnectionError } from '../device/errors/connection-error';
import { deviceSelectionPatch } from '../device/connection/select-device';
import type { NotifyOptions } from '../ui/notifications/notification-store';
import type { SharedLink } from '../device/sharing/shared-visit';
import type { AddressKeys } from './address-keys';
import { planNavigation } from './navigation-plan';
import type { NavigationGuard, NavigationRedirect } from '../lib/navigation';

/** What the navigation loader works with; the app passes its singletons, tests pass fakes. */
export interface NavigationLoaderDeps {
  preferences: () => PreferencesStore;
  connection: () => Pick<ConnectionStore, 'get' | 'connect'>;
  notify: (options: NotifyOptions) => void;
  /** Turns any error into the text a person reads (translated where known). */
  describeError: (error: unknown) => string;
  /**
   * Runs `show` once texts can be shown in the user's language: the first navigation may run before
   * they have loaded. Without it, `show` runs at once.
   */
  whenTextsReady?: (show: () => void) => void;
  logError: (message: string, error: unknown) => void;
  /** The address the browser shows now, to tell the first load from an in-app navigation. */
  currentHref: () => string;
  /** Keeps a shared link's key and page in memory for the share page (never in an address). */
  holdSharedLink?: (link: SharedLink) => void;
  /**
   * The keys taken out of the page's own address before the router saw them (at start-up, or a
   * key put into the fragment of the open page; see `address-keys.ts`), once: acted on as if the
   * navigation's address had held them.
   */
  takeHeldKeys?: () => AddressKeys | undefined;
}

/**
 * The navigation's guard: runs before every navigation (`navigation.ts`) and carries out its
 * {@link planNavigation} — remembers the device kind, stores the key and asks for a
 * connect, and redirects. Spec §8: any error here is caught, logged and shown as a notification;
 * the navigation itself goes on.
 */
export function createNavigationLoader(deps: NavigationLoaderDeps): NavigationGuard {
  const report = (error: unknown) => {
    deps.logError('navigation handling failed', error);
    const show = () => deps.notify({ kind: 'negative', message: deps.describeError(error) });
    if (deps.whenTextsReady) deps.whenTextsReady(show);
    else show();
  };

  let firstRun = true;

  return (href: string): NavigationRedirect | null => {
    const isFirstRun = firstRun;
    firstRun = false;
    let redirectTo: string | undefined;
    try {
      const preferences = deps.preferences();
      const found = planNavigation(new URL(href), preferences.get());
      const held = deps.takeHeldKeys?.();
      const plan = held === undefined ? found : { ...held, ...found };
      redirectTo = plan.redirectTo;
      if (plan.sharedLink !== undefined) deps.holdSharedLink?.(plan.sharedLink);
      if (plan.deviceKind !== undefined) {
        const result = preferences.update(deviceSelectionPatch(plan.deviceKind));
        if (!result.ok) throw new Error(result.problems.join('; '));
      }
      const connection = deps.connection();
      const linked =
        plan.connectionKey === undefined ? undefined : checkConnectionKey(plan.connectionKey);
      if (linked && !linked.ok) {
        // A malformed key in a link is refused with its message; the key in use (or the stored
        // one, on a first load) stays and is connected as if the link had carried none.
        report(new ConnectionError({ key: keyProblemMessage(linked.problem) }));
      }
      if (linked?.ok) {
        connection.connect(linked.key).catch(report);
      } else if (isFirstRun && connection.get().status === 'idle') {
        // Reconnect with the key remembered from the last visit; a failure shows in the status.
        const stored = preferences.get().connectionKey;
        if (stored !== '') {
          connection
            .connect(stored)
            .catch((error: unknown) => deps.logError('reconnect failed', error));
        }
      }
    } catch (error) {
      report(error);
    }
    if (redirectTo === undefined) return null;
    // On the first load (or a reload) the address with the key is the current history entry, so it
    // must be replaced; an in-app navigation never committed its address, so a plain redirect
    // keeps the page it came from in the history.
    return {
      to: redirectTo,
      replace: withoutHash(href) === withoutHash(deps.currentHref()),
    };
  };
}

/** The fragment may hold what the address bar shows no longer, so addresses are compared without it. */
function withoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}
