import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerPlayState, type BufferInfo } from '@glide/core';
import { formatInteger, formatSeconds } from './format';
import './buffer-view.css';

/** Props of {@link BufferView}. */
export interface BufferViewProps {
  buffer: BufferInfo;
}

const STATE_KEYS = {
  [PlayerPlayState.NOT_INITIALIZED]: 'notInitialized',
  [PlayerPlayState.PLAYING]: 'playing',
  [PlayerPlayState.STOPPED]: 'stopped',
  [PlayerPlayState.PAUSED]: 'paused',
  [PlayerPlayState.STARVING]: 'starving',
} as const;

function stateKey(playState: number) {
  return (STATE_KEYS as Partial<Record<number, (typeof STATE_KEYS)[keyof typeof STATE_KEYS]>>)[
    playState
  ];
}

/**
 * The HSP buffer for script-only playback (`/hsp`): how much is buffered ahead (points and time),
 * the stream indexes of the tail and the top-up threshold, the device's play state in words, how
 * often it ran out, and a bar of how full the device's buffer is.
 */
export function BufferView({ buffer }: BufferViewProps) {
  const { t, i18n } = useTranslation('player');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const number = (value: number) => formatInteger(value, language);
  const key = stateKey(buffer.playState);
  const fillPct =
    buffer.maxPoints > 0 ? Math.min(100, (buffer.aheadPoints / buffer.maxPoints) * 100) : 0;
  const starving = buffer.playState === PlayerPlayState.STARVING;
  return (
    <section className="player-buffer card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="player-buffer__heading">
        {t('buffer.heading')}
      </h2>
      <div className="player-buffer__fill">
        <span id={`${id}-fill`}>{t('buffer.fill')}</span>
        <div
          className="player-buffer__bar"
          role="meter"
          aria-labelledby={`${id}-fill`}
          aria-valuemin={0}
          aria-valuemax={buffer.maxPoints}
          aria-valuenow={Math.min(buffer.aheadPoints, buffer.maxPoints)}
          aria-valuetext={t('buffer.fillValue', {
            points: number(buffer.aheadPoints),
            max: number(buffer.maxPoints),
          })}
        >
          <span className="player-buffer__bar-fill" style={{ width: `${fillPct}%` }} />
        </div>
        <span className="player-buffer__fill-value" aria-hidden>
          {t('buffer.fillValue', {
            points: number(buffer.aheadPoints),
            max: number(buffer.maxPoints),
          })}
        </span>
      </div>
      <dl className="facts player-buffer__facts">
        <dt>{t('buffer.playState')}</dt>
        <dd className={starving ? 'player-buffer__starving' : undefined}>
          {key ? t(`buffer.state.${key}`) : t('buffer.state.unknown', { state: buffer.playState })}
        </dd>
        <dt>{t('buffer.pointsAhead')}</dt>
        <dd>{number(buffer.aheadPoints)}</dd>
        <dt>{t('buffer.timeAhead')}</dt>
        <dd>{t('health.seconds', { seconds: formatSeconds(buffer.aheadMs, language) })}</dd>
        <dt>{t('buffer.tail')}</dt>
        <dd>{number(buffer.tailStreamIndex)}</dd>
        <dt>{t('buffer.threshold')}</dt>
        <dd>{number(buffer.thresholdStreamIndex)}</dd>
        <dt>{t('buffer.starved')}</dt>
        <dd>{number(buffer.starvedCount)}</dd>
      </dl>
    </section>
  );
}
