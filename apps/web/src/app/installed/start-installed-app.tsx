import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectionStore } from '../../device/connection/connection-instance';
import { preferencesStore } from '../../preferences/preferences-instance';
import { InstalledAppBar } from './installed-app-bar';
import { createInstalledAppState } from './installed-app-state';
import { followNetworkStatus } from './network-status';
import { registerWorker, wantsServiceWorker, whenConnectSettles } from './register-worker';
import { followThemeColour } from './theme-colour';

/**
 * Everything that makes Glide an installed app, loaded by main.tsx after the first render so that
 * none of it is in the start-up chunk: the theme colour following dark mode, the offline note and
 * the update prompt (in a root of their own, beside the app's), and in production builds the
 * service worker, once no connect is under way (`whenConnectSettles`). The dev server never
 * registers one, so a stale worker cannot serve old code there.
 */
export function start(): void {
  followThemeColour(preferencesStore());
  const state = createInstalledAppState(!navigator.onLine);
  followNetworkStatus(state, window);
  const container = document.createElement('div');
  container.id = 'installed-app';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <InstalledAppBar state={state} />
    </StrictMode>,
  );
  if (import.meta.env.PROD && wantsServiceWorker(window)) {
    const connection = connectionStore();
    whenConnectSettles(
      {
        isConnecting: () => connection.get().status === 'connecting',
        subscribe: (listener) => connection.subscribe(listener),
      },
      () => {
        void import('virtual:pwa-register').then(({ registerSW }) =>
          registerWorker(registerSW, state),
        );
      },
    );
  }
}
