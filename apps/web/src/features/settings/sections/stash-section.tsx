import { parseStashAddress, type StashServerSummary } from '@glide/stash';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  stashClientFor,
  stashFailureOf,
  useStashErrorText,
  type StashDeps,
  type StashFailure,
} from '../../../player';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { Button, TextField } from '../../../ui';
import { useAutosaveForm } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';
import { addressProblemOf, stashSpec } from './stash-form';

/** What the connection test runs on: the app's `fetch` and clock by default, fakes in tests. */
export type StashTestDeps = StashDeps;

type TestState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'testing' }
  | { readonly kind: 'needsAddress' }
  | { readonly kind: 'ok'; readonly summary: StashServerSummary }
  | { readonly kind: 'failed'; readonly failure: StashFailure; readonly address: string };

/**
 * A Stash library (issue 32): its server's address and API key, kept in this browser, and a test
 * that says what it found there (the version, the scenes and those with a script) or exactly what
 * failed and what to do about it.
 */
export function StashSection({ deps }: { readonly deps?: StashTestDeps | undefined }) {
  const { t, i18n } = useTranslation('settings');
  const errorText = useStashErrorText();
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
    const client = stashClientFor(
      { baseUrl: address.baseUrl, apiKey: form.getValues('apiKey').trim() },
      deps,
    );
    if (!client) return;
    try {
      const summary = await client.summary({ signal: controller.signal });
      if (!controller.signal.aborted) setState({ kind: 'ok', summary });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', failure: stashFailureOf(error), address: address.baseUrl });
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
      result = <span className="error">{errorText(state.failure, state.address)}</span>;
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
