/** The build's list of locale files (`build/locale-files-plugin.ts`). */
declare module 'virtual:glide-locale-files' {
  const localeFiles: {
    /** The folder the files are in, ending in `/`: `<base><namespace>/<language>.json`. */
    readonly base: string;
    /** Namespace → the languages it has a file in. */
    readonly files: Readonly<Record<string, readonly string[]>>;
  };
  export default localeFiles;
}
