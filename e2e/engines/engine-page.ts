/**
 * What the engine smoke sets do with a page, the same in every engine: Firefox ESR over WebDriver
 * BiDi (`firefox.ts`) and WebKitGTK over classic WebDriver (`webkit.ts`). Playwright drives only its
 * own builds of those engines, and the suite runs Debian's, so these sets drive them through their
 * own protocols (docs/engines-probe.md). Elements are found in the page by role and accessible name
 * (`in-page.ts`), then acted on by the engine's own input, so that a click is a user's gesture.
 */
export type EngineName = 'firefox' | 'webkit';

/** One page of an engine, with its own storage (a fresh profile or session per test). */
export interface EnginePage {
  readonly engine: EngineName;
  /** Opens `path` on the app's origin and waits for its `load`. */
  goto(path: string): Promise<void>;
  /** Reloads the page and waits for its `load`. */
  reload(): Promise<void>;
  /** The page's address. */
  url(): Promise<string>;
  /**
   * Runs `fn` in the page with `arg` (serialised: `fn` must use nothing from its scope) and hands
   * back its result.
   */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** Clicks the element `selector` finds, with the engine's pointer (a user's gesture). */
  click(selector: string): Promise<void>;
  /** Presses a key on the focused element (`Escape`, `Space`). */
  press(key: 'Escape' | 'Space'): Promise<void>;
  /** Gives the file input `selector` these files, as if chosen in the file dialog. */
  setFiles(selector: string, paths: readonly string[]): Promise<void>;
  /** The page as a PNG at `path`. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** An engine's browser, started once per worker. */
export interface Engine {
  readonly name: EngineName;
  /** The browser's version, as the engine reports it. */
  readonly version: string;
  newPage(baseUrl: string, viewport: { width: number; height: number }): Promise<EnginePage>;
  close(): Promise<void>;
}
