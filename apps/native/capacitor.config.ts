// Capacitor's configuration of the native wrap: the Android and the iOS project beside this file
// load the web app's production build (apps/web/dist, `npm run build`), which `npx cap sync` copies
// into each of them. See README "Native apps".
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  // The store identity of both apps. A publisher changes it to a reverse domain of their own before
  // a first release; it cannot change after one.
  appId: 'app.glide.client',
  appName: 'Glide',
  webDir: '../web/dist',
  android: {
    // The app's pages are served from https://localhost inside the app; nothing is mixed content.
    allowMixedContent: false,
  },
};

export default config;
