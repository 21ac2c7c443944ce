import type { BackendModule, ReadCallback } from 'i18next';
import { isSupportedLanguage } from '@glide/core';
import * as v from 'valibot';
import { logger } from '../lib/logger';
import { describeIssue } from '../lib/schema-issues';
import type { LocaleIndex } from './locale-files';
import { mapMessages, messageTreeSchema } from './messages';
import { pseudoLocalize } from './pseudo';

/** Options of {@link createLocaleBackend}. */
export interface LocaleBackendOptions {
  index: LocaleIndex;
  /** Pseudo-localise every text as it loads. */
  pseudo?: boolean;
}

/**
 * An i18next backend over the app's locale files: loads one namespace of one language on demand
 * and parses it before i18next sees it. A missing or malformed file is an error for i18next, which
 * then uses the en-US texts (the fallback language).
 */
export function createLocaleBackend(options: LocaleBackendOptions): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const loader = isSupportedLanguage(language)
        ? options.index.get(namespace)?.get(language)
        : undefined;
      if (!loader) {
        callback(new Error(`No ${language} texts for namespace "${namespace}"`), false);
        return;
      }
      loader().then(
        (raw) => {
          const parsed = v.safeParse(messageTreeSchema, raw);
          if (!parsed.success) {
            logger.warn(
              `Locale file ${language}/${namespace} is malformed`,
              parsed.issues.map(describeIssue),
            );
            callback(new Error(`Malformed ${language} texts for namespace "${namespace}"`), false);
            return;
          }
          callback(
            null,
            options.pseudo ? mapMessages(parsed.output, pseudoLocalize) : parsed.output,
          );
        },
        (error: unknown) => {
          logger.warn(`Locale file ${language}/${namespace} did not load`, error);
          // Retried by i18next: a chunk can fail to load on a flaky connection.
          callback(error instanceof Error ? error : new Error(String(error)), true);
        },
      );
    },
  };
}
