import { systemClock, type Clock } from '@glide/core';
import {
  createStashClient,
  formatStashVersion,
  isStashError,
  MINIMUM_STASH_VERSION,
  parseStashAddress,
  type StashErrorCode,
  type StashServerSummary,
} from '@glide/stash';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserFetch } from '../../../lib/http';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { Button, TextField } from '../../../ui';
import { useAutosaveForm } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';
import { addressProblemOf, stashSpec } from './stash-form';

/** What the connection test runs on: the app's `fetch` and clock by default, fakes in tests. */
export interface StashTestDeps {
  readonly fetch?: typeof fetch;
  readonly clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** The page's protocol (`location.protocol`). */
  readonly pageProtocol?: string;
}

/** The text of each failure (a cancelled test shows none: a newer one replaced it). */
const ERROR_KEYS = {
  invalid_address: 'stash.errors.invalid_address',
  insecure_server: 'stash.errors.insecure_server',
  unreachable: 'stash.errors.unreachable',
  cors: 'stash.errors.cors',
  unauthorized: 'stash.errors.unauthorized',
  refused: 'stash.errors.refused',
  not_stash: 'stash.errors.not_stash',
  too_old: 'stash.errors.too_old',
  needs_setup: 'stash.errors.needs_setup',
  graphql: 'stash.errors.graphql',
  no_script: 'stash.errors.no_script',
  too_large: 'stash.errors.too_large',
  server_error: 'stash.errors.server_error',
  invalid_response: 'stash.errors.invalid_response',
  timeout: 'stash.errors.timeout',
  aborted: 'stash.errors.unknown',
  unknown: 'stash.errors.unknown',
} as const satisfies Record<StashErrorCode | 'unknown', string>;

type TestState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'testing' }
  | { readonly kind: 'needsAddress' }
  | { readonly kind: 'ok'; readonly summary: StashServerSummary }
  | {
      readonly kind: 'failed';
      readonly code: StashErrorCode | 'unknown';
      readonly address: string;
      readonly message: string;
    };

/**
 * A Stash library (issue 32): its server's address and API key, kept in this browser, and a test
 * that says what it found there (the version, the scenes and those with a script) or exactly what
 * failed and what to do about it.
 */
export function StashSection({ deps }: { readonly deps?: StashTestDeps | undefined }) {
  const { t, i18n } = useTranslation('settings');
  const autosave = useAutosaveForm(stashSpec);
  const { form } = autosave;
  const { errors } = form.formState;
  const [state, setState] = useState<TestState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const addressError = () => {
    if (!errors.address) return undefined;
    const problem = addressProblemOf(form.getValues('address'));
    switch (problem) {
      case 'credentials_in_address':
        return t('stash.addressCredentials');
      case 'key_in_address':
        return t('stash.addressKey');
      case 'empty':
      case 'not_a_url':
      case 'not_http':
      case undefined:
        return t('stash.addressInvalid');
    }
  };

  const run = async () => {
    const address = parseStashAddress(form.getValues('address'));
    if (!address.ok || errors.apiKey) {
      setState({ kind: 'needsAddress' });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'testing' });
    const client = createStashClient({
      baseUrl: address.baseUrl,
      apiKey: form.getValues('apiKey').trim(),
      clock: deps?.clock ?? systemClock,
      fetch: deps?.fetch ?? browserFetch,
      pageProtocol: deps?.pageProtocol ?? window.location.protocol,
    });
    try {
      const summary = await client.summary({ signal: controller.signal });
      if (!controller.signal.aborted) setState({ kind: 'ok', summary });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        kind: 'failed',
        code: isStashError(error) ? error.code : 'unknown',
        address: address.baseUrl,
        message:
          (isStashError(error) ? error.detail?.messages?.join('; ') : undefined) ??
          (error instanceof Error ? error.message : String(error)),
      });
    }
  };

  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  let result: React.ReactNode = null;
  switch (state.kind) {
    case 'testing':
      result = t('stash.testing');
      break;
    case 'needsAddress':
      result = t('stash.testNeedsAddress');
      break;
    case 'ok':
      result = t('stash.testOk', {
        version: state.summary.version ?? t('stash.unknownVersion'),
        scenes: count(state.summary.scenes),
        interactive: count(state.summary.interactiveScenes),
      });
      break;
    case 'failed':
      result = (
        <span className="error">
          {t(ERROR_KEYS[state.code], {
            address: state.address,
            message: state.message,
            minimum: formatStashVersion(MINIMUM_STASH_VERSION),
          })}
        </span>
      );
      break;
    case 'idle':
      break;
  }

  return (
    <SettingsSection
      id="settings-stash"
      title={t('stash.heading')}
      saveFailed={autosave.saveFailed}
    >
      <p className="muted">{t('stash.help')}</p>
      <TextField
        label={t('stash.address')}
        description={t('stash.addressHelp')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="http://192.168.1.10:9999"
        error={addressError()}
        {...autosave.bind('address')}
      />
      <TextField
        label={t('stash.apiKey')}
        description={t('stash.apiKeyHelp')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        error={errors.apiKey && t('stash.apiKeyInvalid')}
        {...autosave.bind('apiKey')}
      />
      <div className="row">
        <Button variant="secondary" onClick={() => void run()} disabled={state.kind === 'testing'}>
          {t('stash.test')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            running.current?.abort();
            preferencesStore().update({ stash: { baseUrl: undefined, apiKey: undefined } });
            autosave.resetToStored();
            setState({ kind: 'idle' });
          }}
        >
          {t('stash.forget')}
        </Button>
      </div>
      <p role="status" className="muted">
        {result}
      </p>
    </SettingsSection>
  );
}
