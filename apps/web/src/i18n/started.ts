import i18next, { type i18n } from 'i18next';

/**
 * Resolves once i18next has started (its `init` has loaded the first texts), at once when it has.
 * Start-up begins the router's first navigation before the texts are in (main.tsx); what that
 * navigation loads or says in words waits for this.
 */
export function i18nextStarted(instance: i18n = i18next): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const started = () => {
      instance.off('initialized', started);
      resolve();
    };
    instance.on('initialized', started);
  });
}
