/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HANDY_API_BASE?: string;
  readonly VITE_HANDY_APP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
