// The app's component tests (vitest.config.ts, the `web` project): Testing Library's DOM matchers
// (`toBeInTheDocument`, `toHaveTextContent`, `toBeVisible`…) on Vitest's `expect`, so that a test says
// what it expects of an element rather than that a query returned something.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// How long `findBy…` and `waitFor` wait for what they look for. Testing Library's 1 s is a wait, not
// a bound on the app: a route's page is a lazy chunk that Vite transforms on first import, and with
// both cores busy (the suite runs two files at once) that import alone took over a second, failing
// a test whose page was right. A wait that ends as soon as the page is there costs nothing when it
// is quick; the test's own timeout stays the bound.
configure({ asyncUtilTimeout: 4_000 });
