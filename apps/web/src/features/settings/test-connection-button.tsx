import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import {
  testConnection,
  type ConnectionFailure,
  type ConnectionTestDeps,
  type ConnectionTestTarget,
  type TestedDevice,
} from '../../device';

/** Props of {@link TestConnectionButton}. */
export interface TestConnectionButtonProps {
  /** The target to test now, or `null` when the form's address or key is invalid. */
  target: () => ConnectionTestTarget | null;
  deps?: ConnectionTestDeps | undefined;
}

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'testing' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'ok'; readonly roundTripMs: number; readonly device: TestedDevice }
  | { readonly kind: 'failed'; readonly failure: ConnectionFailure };

/** Tests the API address and the application key (`testConnection`) and says how it went. */
export function TestConnectionButton({ target, deps }: TestConnectionButtonProps) {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  // A test still running when the page closes is of no use to anyone.
  useEffect(() => () => running.current?.abort(), []);

  const failureText = (failure: ConnectionFailure): string => {
    switch (failure.key) {
      case 'unauthorized':
        return t('developer.errors.unauthorized');
      case 'forbidden':
        return t('developer.errors.forbidden');
      case 'tooManyRequests':
        return t('developer.errors.tooManyRequests');
      case 'network':
        return t('developer.errors.network');
      case 'timeout':
        return t('developer.errors.timeout');
      case 'invalidResponse':
        return t('developer.errors.invalidResponse');
      case 'noResult':
        return t('developer.errors.noResult');
      case 'http':
        return t('developer.errors.http', { message: failure.message });
      case 'unknown':
        return t('developer.errors.unknown', { message: failure.message });
    }
  };

  const run = async () => {
    const current = target();
    if (!current) {
      setState({ kind: 'invalid' });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'testing' });
    const result = await testConnection(current, deps, controller.signal);
    if (controller.signal.aborted) return;
    setState(
      result.ok
        ? { kind: 'ok', roundTripMs: result.roundTripMs, device: result.device }
        : { kind: 'failed', failure: result.failure },
    );
  };

  let message = '';
  if (state.kind === 'testing') message = t('developer.testing');
  if (state.kind === 'invalid') message = t('developer.testNeedsValidUrl');
  if (state.kind === 'ok') {
    message = t('developer.testOk', { roundTripMs: state.roundTripMs });
    if (state.device !== 'unknown') message += ` ${t(`developer.testDevice.${state.device}`)}`;
  }
  if (state.kind === 'failed') message = failureText(state.failure);

  return (
    <div className="settings-test">
      <Button variant="secondary" disabled={state.kind === 'testing'} onClick={() => void run()}>
        {t('developer.test')}
      </Button>
      <p
        role="status"
        className={state.kind === 'failed' || state.kind === 'invalid' ? 'error' : 'muted'}
      >
        {message}
      </p>
    </div>
  );
}
