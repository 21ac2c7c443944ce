import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PacedText } from './paced-text';
import { useDrawLoop } from './use-draw-loop';
import './device-simulator.css';

/** Props of {@link DeviceSimulator}. */
export interface DeviceSimulatorProps {
  /**
   * Where the script puts the device now, 0–100 % (undefined: not playing). Read each frame; omit
   * where there is no script (the debug simulator draws the device alone).
   */
  expectedPct?: () => number | undefined;
  /**
   * Where the device really is (the emulator's reading), when known; omit to draw one marker. A
   * new reading comes with a render of the figure.
   */
  actualPct?: () => number | undefined;
  /** The user's stroke zone, shaded on the figure. */
  strokeZone?: { minPct: number; maxPct: number };
  /**
   * The device's speed, 0–100 % (automatic stroking), drawn as a gauge under the slider and
   * written beside the other values; omit where the device follows a script.
   */
  speedPct?: number;
  /**
   * Whether the clock that moves the script runs (a video that plays, say). While it does, the
   * figure draws on every frame even through a hold, so the first move after one is drawn on
   * its frame; otherwise it draws only when a position changes, and rests when none does.
   */
  running?: () => boolean;
}

const clampPct = (pct: number) => Math.min(100, Math.max(0, pct));

interface MarkerRefs {
  marker: HTMLSpanElement | null;
  text: HTMLSpanElement | null;
  /** The marker's words, written at most four times a second. */
  words: PacedText;
  /** Where the marker was last drawn, and which element: the same again is not drawn. */
  drawn: { marker: HTMLSpanElement | null; transform: string };
}

const noMarker = (): MarkerRefs => ({
  marker: null,
  text: null,
  words: new PacedText(),
  drawn: { marker: null, transform: '' },
});

/**
 * Moves one marker (to a tenth of a percent) and writes its text, when either changed since it was
 * last drawn; returns whether it drew, or holds back words still to write. The marker moves by a
 * transform, which the compositor applies without laying out the page.
 */
function place(
  refs: MarkerRefs,
  pct: number | undefined,
  describe: (percent?: number) => string,
  language: string,
  frameMs: number | undefined,
): boolean {
  const { marker, text, drawn } = refs;
  if (!marker || !text) return false;
  const known = pct !== undefined && Number.isFinite(pct);
  const shown = known ? clampPct(pct) : 0;
  // The marker spans the track's height, so a share of its own height is a share of the track's.
  const transform = known ? `translateY(${-Math.round(shown * 10) / 10}%)` : '';
  // A marker that appears or goes is news, written at once; a moving value waits its turn.
  const news = known === marker.hidden;
  const percent = known ? Math.round(shown) : undefined;
  // The words are keyed by the value and by `describe`'s language: they are made when written.
  const held = refs.words.write(text, [percent, language], () => describe(percent), frameMs, news);
  if (drawn.marker === marker && drawn.transform === transform) return held;
  refs.drawn = { marker, transform };
  marker.hidden = !known;
  if (known) marker.style.transform = transform;
  return true;
}

/**
 * The device drawn as a vertical slider, the one figure of the device every page shows: the
 * stroke zone shaded, the position the script asks for as one marker and, when given, the
 * device's real position as a second, and the speed of automatic stroking as a gauge. Each marker
 * carries its name, and every value is written under the figure, so none depends on colour. The
 * markers move on every frame that changes them, with reduced motion too: the figure shows a fact,
 * not an effect; the values under it change at most four times a second. Where nothing moves,
 * nothing is drawn.
 */
export function DeviceSimulator({
  expectedPct,
  actualPct,
  strokeZone,
  speedPct,
  running,
}: DeviceSimulatorProps) {
  const { t, i18n } = useTranslation('player');
  const expected = useRef<MarkerRefs>(noMarker());
  const actual = useRef<MarkerRefs>(noMarker());
  // A clock moves the expected marker between renders. Without one, every change (a new reading
  // of the real position) comes with a render, which wakes the figure: resting, it need not look.
  useDrawLoop(
    (frameMs) => {
      const movedExpected =
        expectedPct !== undefined &&
        place(
          expected.current,
          expectedPct(),
          (percent) =>
            percent === undefined
              ? t('simulator.expectedNone')
              : t('simulator.expectedValue', { percent }),
          i18n.language,
          frameMs,
        );
      const movedActual =
        actualPct !== undefined &&
        place(
          actual.current,
          actualPct(),
          (percent) =>
            percent === undefined
              ? t('simulator.actualNone')
              : t('simulator.actualValue', { percent }),
          i18n.language,
          frameMs,
        );
      return movedExpected || movedActual || (running?.() ?? false);
    },
    true,
    { looks: expectedPct !== undefined || running !== undefined },
  );
  const zone = strokeZone && {
    minPct: clampPct(Math.min(strokeZone.minPct, strokeZone.maxPct)),
    maxPct: clampPct(Math.max(strokeZone.minPct, strokeZone.maxPct)),
  };
  const speed =
    speedPct !== undefined && Number.isFinite(speedPct) ? clampPct(speedPct) : undefined;
  return (
    <figure className="player-simulator" aria-label={t('simulator.label')} role="group">
      <div className="player-simulator__track" aria-hidden>
        {zone && (
          <span
            className="player-simulator__zone"
            style={{ bottom: `${zone.minPct}%`, height: `${zone.maxPct - zone.minPct}%` }}
          />
        )}
        {expectedPct && (
          <span
            className="player-simulator__marker player-simulator__marker--expected"
            ref={(element) => {
              expected.current.marker = element;
            }}
            hidden
          >
            <span className="player-simulator__tag">{t('simulator.expected')}</span>
          </span>
        )}
        {actualPct && (
          <span
            className="player-simulator__marker player-simulator__marker--actual"
            ref={(element) => {
              actual.current.marker = element;
            }}
            hidden
          >
            <span className="player-simulator__tag">{t('simulator.actual')}</span>
          </span>
        )}
      </div>
      {speed !== undefined && (
        <div className="player-simulator__speed" aria-hidden>
          <span className="player-simulator__speed-fill" style={{ width: `${speed}%` }} />
        </div>
      )}
      <figcaption className="player-simulator__values">
        {expectedPct && (
          <span
            ref={(element) => {
              expected.current.text = element;
            }}
          >
            {t('simulator.expectedNone')}
          </span>
        )}
        {actualPct && (
          <span
            ref={(element) => {
              actual.current.text = element;
            }}
          >
            {t('simulator.actualNone')}
          </span>
        )}
        {zone && (
          <span>
            {t('simulator.strokeZone', {
              min: Math.round(zone.minPct),
              max: Math.round(zone.maxPct),
            })}
          </span>
        )}
        {speed !== undefined && (
          <span data-testid="simulator-speed">
            {t('simulator.speed', { percent: Math.round(speed) })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
