import { webProject } from './vitest.config.ts';

/** The app's logic tests (`.test.ts`), without a DOM unless a file asks for one (see vitest.config.ts). */
export default webProject({
  name: 'web-logic',
  include: ['src/**/*.test.ts'],
  environment: 'node',
});
