import enUS from './locales/en-US.json';
import nbNO from './locales/nb-NO.json';
import ptBR from './locales/pt-BR.json';
import esES from './locales/es-ES.json';
import de from './locales/de.json';
import frFR from './locales/fr-FR.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import type { SupportedLanguage } from '@glide/core';

/** The shape every locale must have: en-US is the source of keys. */
export type Messages = typeof enUS;

/** Every shipped locale's messages, keyed by language code. */
export const resources: Record<SupportedLanguage, { translation: Messages }> = {
  'en-US': { translation: enUS },
  'nb-NO': { translation: nbNO },
  'pt-BR': { translation: ptBR },
  'es-ES': { translation: esES },
  de: { translation: de },
  'fr-FR': { translation: frFR },
  ja: { translation: ja },
  ko: { translation: ko },
};
