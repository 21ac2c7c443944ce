import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HspPlayStateName, STREAM_SYNC_INTERVAL_MS, useStream } from '../../../device';
import { Button, TextField } from '../../../ui';
import { parseStartTimeMs, parseStreamRef } from './stream-input';

/**
 * Plays a server-side stream (spec §7 STREAM calls) on the connected device: set up by reference,
 * played from a stream time at the server time the client clock sync gives, kept in step by a
 * synctime while it plays, stopped; the device's answered state shown as it comes.
 */
export function StreamPanel() {
  const { t, i18n } = useTranslation('debug');
  const stream = useStream();
  const [refText, setRefText] = useState('');
  const [startText, setStartText] = useState('0');
  const streamRef = parseStreamRef(refText);
  const startTimeMs = parseStartTimeMs(startText);
  const { snapshot } = stream;
  const state = snapshot.state;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <section className="debug-card" aria-labelledby="channel-stream">
      <h2 id="channel-stream">{t('channel.stream.heading')}</h2>
      <p className="muted">
        {t('channel.stream.lead', { intervalS: STREAM_SYNC_INTERVAL_MS / 1000 })}
      </p>
      <div className="debug-toolbar">
        <TextField
          label={t('channel.stream.ref')}
          value={refText}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setRefText(e.target.value)}
          error={refText !== '' && streamRef === undefined ? t('channel.stream.badRef') : undefined}
        />
        <div className="debug-actions">
          <Button
            disabled={stream.busy || streamRef === undefined}
            onClick={() => streamRef && void stream.setup(streamRef)}
          >
            {t('channel.stream.setup')}
          </Button>
        </div>
        <TextField
          label={t('channel.stream.startTime')}
          inputMode="numeric"
          value={startText}
          onChange={(e) => setStartText(e.target.value)}
          error={startTimeMs === undefined ? t('channel.stream.badStart') : undefined}
        />
        <div className="debug-actions">
          <Button
            disabled={stream.busy || snapshot.phase === 'idle' || startTimeMs === undefined}
            onClick={() => startTimeMs !== undefined && void stream.play(startTimeMs)}
          >
            {t('channel.stream.play')}
          </Button>
          <Button
            variant="secondary"
            disabled={snapshot.phase === 'idle'}
            onClick={() => void stream.stop()}
          >
            {t('channel.stream.stop')}
          </Button>
          <Button
            variant="secondary"
            disabled={stream.busy || snapshot.phase === 'idle'}
            onClick={() => void stream.refresh()}
          >
            {t('channel.stream.refresh')}
          </Button>
        </div>
      </div>
      <dl className="debug-facts" aria-live="polite">
        <div className="debug-facts__row">
          <dt>{t('channel.stream.phase')}</dt>
          <dd data-testid="stream-phase">{t(`channel.stream.phases.${snapshot.phase}`)}</dd>
        </div>
        {state && (
          <>
            <div className="debug-facts__row">
              <dt>{t('channel.stream.playState')}</dt>
              <dd>
                <code>{HspPlayStateName[state.play_state]}</code>
              </dd>
            </div>
            <div className="debug-facts__row">
              <dt>{t('channel.stream.points')}</dt>
              <dd>{number.format(state.points)}</dd>
            </div>
            <div className="debug-facts__row">
              <dt>{t('channel.stream.currentTime')}</dt>
              <dd>{t('values.ms', { value: number.format(state.current_time) })}</dd>
            </div>
          </>
        )}
        <div className="debug-facts__row">
          <dt>{t('channel.stream.syncs')}</dt>
          <dd>{snapshot.syncs}</dd>
        </div>
      </dl>
    </section>
  );
}
