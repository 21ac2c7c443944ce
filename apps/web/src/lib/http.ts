/**
 * The owner of the browser's `fetch` in the app (ESLint keeps the global out of every other
 * module), so that code which fetches takes it as a dependency and tests can hand in their own.
 */
export const browserFetch: typeof fetch = (input, init) => fetch(input, init);
