import i18next from 'i18next';
import type { SupportedLanguage } from '@glide/core';
import { storeLanguage } from '../lib/storage';

/**
 * Switches the UI language and remembers the choice under `userLanguage` (spec §3). The texts of
 * every namespace in use load for the new language before it takes effect.
 */
export async function changeLanguage(code: SupportedLanguage): Promise<void> {
  storeLanguage(code);
  await i18next.changeLanguage(code);
}
