/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  readonly VITE_HANDY_API_BASE?: string;
  readonly VITE_HANDY_APP_KEY?: string;
  /** The script host's full upload URL, when neither the provider's nor the API origin's fits. */
  readonly VITE_HANDY_SCRIPT_HOST?: string;
  /**
   * More origins the production build's security policy lets the app call (`connect-src`), separated
   * by spaces or commas: an API or script host the build does not name otherwise.
   */
  readonly VITE_CSP_CONNECT_SRC?: string;
  /** `1` builds with the pseudo-locale on (every text wrapped in ⟦…⟧). */
  readonly VITE_PSEUDO_LOCALE?: string;
  /** The Japanese site that `jp` languages on other hosts are sent to (spec §6); none when unset. */
  readonly VITE_JAPANESE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
