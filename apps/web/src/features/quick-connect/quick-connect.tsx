import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandyClient } from '@glide/handy';
import { isOhModel, toErrorMessage, type ErrorMessage } from './error-message';
import { latestOnly } from '../../lib/latest-only';

const KEY_PATTERN = /^[a-zA-Z0-9]{5,64}$/;

interface CheckResult {
  connected: boolean;
  model?: string;
  isOh?: boolean;
  firmware?: string;
  offsetMs?: number;
  rtdMs?: number;
}

type Status = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; result: CheckResult };

function initialKey(): string {
  const params = new URLSearchParams(window.location.search);
  return params.get('k') ?? params.get('key') ?? '';
}

/** Checks a device by its connection key and, once connected, drives HAMP. */
export function QuickConnect({ client }: { client: HandyClient }) {
  const { t } = useTranslation();
  const keyId = useId();
  const helpId = useId();
  const velocityId = useId();
  const [key, setKey] = useState(initialKey);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [playing, setPlaying] = useState(false);
  const [velocityPct, setVelocityPct] = useState(50);

  const device = useMemo(() => (KEY_PATTERN.test(key) ? client.device(key) : null), [client, key]);

  const sendVelocity = useMemo(
    () =>
      latestOnly(async (pct: number) => {
        if (!device) return;
        try {
          await device.hamp.setVelocity(pct / 100);
        } catch (e) {
          setError(toErrorMessage(e));
        }
      }),
    [device],
  );

  const check = async () => {
    setError(null);
    if (key.trim() === '') return setError({ key: 'errors.keyRequired' });
    if (!device) return setError({ key: 'errors.keyInvalid' });
    setStatus({ kind: 'checking' });
    try {
      const { connected } = await device.connected();
      const result: CheckResult = { connected };
      if (connected) {
        const [info, clock, hamp] = await Promise.all([
          device.info(),
          client.syncServerClock(),
          device.hamp.state(),
        ]);
        result.model = info.hw_model_name ?? String(info.hw_model_no ?? '');
        result.isOh = isOhModel(info.hw_model_no);
        result.firmware = info.fw_version;
        result.offsetMs = Math.round(clock.offsetMs);
        result.rtdMs = Math.round(clock.rtdMs);
        setPlaying(hamp.play_state === 1);
      }
      setStatus({ kind: 'done', result });
    } catch (e) {
      setStatus({ kind: 'idle' });
      setError(toErrorMessage(e));
    }
  };

  const hamp = async (action: 'start' | 'stop') => {
    if (!device) return;
    setError(null);
    try {
      const state = action === 'start' ? await device.hamp.start() : await device.hamp.stop();
      setPlaying(state.play_state === 1);
      if (action === 'start') sendVelocity(velocityPct);
    } catch (e) {
      setError(toErrorMessage(e));
    }
  };

  const result = status.kind === 'done' ? status.result : null;

  return (
    <>
      <section className="card" aria-labelledby={`${keyId}-heading`}>
        <h2 id={`${keyId}-heading`}>{t('device.heading')}</h2>
        <form
          className="row"
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          <div className="field grow">
            <label htmlFor={keyId}>{t('device.keyLabel')}</label>
            <input
              id={keyId}
              name="connection-key"
              autoComplete="off"
              spellCheck={false}
              value={key}
              aria-describedby={helpId}
              onChange={(event) => {
                // A new key invalidates what was shown for the old one.
                setKey(event.target.value.trim());
                setStatus({ kind: 'idle' });
                setPlaying(false);
              }}
            />
            <small id={helpId}>{t('device.keyHelp')}</small>
          </div>
          <button type="submit" disabled={status.kind === 'checking'}>
            {status.kind === 'checking' ? t('device.checking') : t('device.check')}
          </button>
        </form>
        {error && (
          <p role="alert" className="error">
            {t(error.key, error.values)}
          </p>
        )}
        {result && (
          <dl className="facts" aria-live="polite">
            <dt>{t('device.heading')}</dt>
            <dd data-testid="device-connected">
              {result.connected ? t('device.connected') : t('device.notConnected')}
            </dd>
            {result.connected && (
              <>
                <dt>{t('device.model')}</dt>
                <dd>
                  {result.isOh ? t('device.kindOh') : t('device.kindHandy')} ({result.model})
                </dd>
                <dt>{t('device.firmware')}</dt>
                <dd data-testid="device-firmware">{result.firmware}</dd>
                <dt>{t('device.clockOffset')}</dt>
                <dd>
                  {t('device.clockOffsetValue', { offsetMs: result.offsetMs, rtdMs: result.rtdMs })}
                </dd>
              </>
            )}
          </dl>
        )}
      </section>
      {result?.connected && (
        <section className="card" aria-labelledby={`${velocityId}-heading`}>
          <h2 id={`${velocityId}-heading`}>{t('hamp.heading')}</h2>
          <p data-testid="hamp-state" aria-live="polite">
            {playing ? t('hamp.playing') : t('hamp.stopped')}
          </p>
          <div className="row">
            <button type="button" onClick={() => void hamp('start')} disabled={playing}>
              {t('hamp.start')}
            </button>
            <button type="button" onClick={() => void hamp('stop')} disabled={!playing}>
              {t('hamp.stop')}
            </button>
          </div>
          <div className="field">
            <label htmlFor={velocityId}>{t('hamp.velocity')}</label>
            <input
              id={velocityId}
              type="range"
              min={0}
              max={100}
              step={1}
              value={velocityPct}
              aria-valuetext={t('hamp.velocityValue', { percent: velocityPct })}
              onChange={(event) => {
                const pct = Number(event.target.value);
                setVelocityPct(pct);
                if (playing) sendVelocity(pct);
              }}
            />
            <output htmlFor={velocityId}>
              {t('hamp.velocityValue', { percent: velocityPct })}
            </output>
          </div>
        </section>
      )}
    </>
  );
}
