/**
 * The app's one way to write diagnostics. Everything else uses this instead of `console`, so that
 * output can be redirected or silenced in one place.
 */
export const logger = {
  debug: (...args: unknown[]) => console.debug('[glide]', ...args),
  info: (...args: unknown[]) => console.info('[glide]', ...args),
  warn: (...args: unknown[]) => console.warn('[glide]', ...args),
  error: (...args: unknown[]) => console.error('[glide]', ...args),
};
