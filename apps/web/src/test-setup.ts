// The app's component tests (vitest.config.ts, the `web` project): Testing Library's DOM matchers
// (`toBeInTheDocument`, `toHaveTextContent`, `toBeVisible`…) on Vitest's `expect`, so that a test says
// what it expects of an element rather than that a query returned something.
import '@testing-library/jest-dom/vitest';
