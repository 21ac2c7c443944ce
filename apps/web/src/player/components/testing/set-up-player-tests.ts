import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { startTestI18n } from '../../../i18n/test-i18n';

/**
 * Test support for the player components: the app's i18n in en-US with the `player` namespace
 * loaded (as the pages' routes load it), and a clean DOM after each test.
 */
export function setUpPlayerTests(): void {
  beforeAll(async () => {
    await startTestI18n();
    await i18next.loadNamespaces('player');
  });
  afterEach(cleanup);
}
