import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlider } from '../protocols/slider';
import { hasStrokeSettings } from '../session/rules';
import { useConnection } from '../connection/use-connection';
import { useDeviceState } from '../connection/use-device-state';
import { Slider } from '../../ui';
import './stroke-zone.css';
import { millimetresAt, strokeZoneOf, type StrokeZonePct } from './stroke-zone-values';

/**
 * The device's stroke zone (`PUT /slider/stroke`): one range with two thumbs, 0–100 % of the
 * slider, with the millimetres it covers. It applies in every mode (HAMP strokes within it), reads
 * the live session state and sends through `useSlider`, so it needs no props and
 * linked devices follow where the page allows multicast.
 */
export function StrokeZoneControl() {
  const { t, i18n } = useTranslation('common');
  const { status } = useConnection();
  const slider = useDeviceState((state) => state.slider);
  const modelNo = useDeviceState((state) => state.device.hw_model_no);
  // While a thumb moves, the control shows the user's value; the device's answer takes over after.
  const [draft, setDraft] = useState<StrokeZonePct | null>(null);
  // The newest zone asked for, the last one the device answered, and whether the thumb was let go:
  // the draft gives way only once the let-go zone has been answered, so the thumb never jumps back.
  const progress = useRef<{
    requested: StrokeZonePct | null;
    answered: StrokeZonePct | null;
    released: boolean;
  }>({ requested: null, answered: null, released: true });

  const connected = status === 'connected';
  const supported = !connected || modelNo === undefined || hasStrokeSettings(modelNo);
  const known = strokeZoneOf(slider);
  const shown = draft ?? known ?? { minPct: 0, maxPct: 100 };

  const { setStrokeZone } = useSlider();
  // A dragged range fires far faster than the device may be sent to: the slider's lane sends only
  // the newest zone, and says when a zone was replaced by a newer one before it went out.
  const sendZone = async (zone: StrokeZonePct) => {
    const outcome = await setStrokeZone({ min: zone.minPct / 100, max: zone.maxPct / 100 });
    const current = progress.current;
    // Not sent: a newer zone took its place (it settles the draft), or a stop dropped this one,
    // the newest, which then leaves the device's own zone to show.
    if (!outcome && current.requested !== zone) return;
    current.answered = zone;
    if (current.released && current.requested === zone) setDraft(null);
  };

  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const minMm = millimetresAt(slider, shown.minPct);
  const maxMm = millimetresAt(slider, shown.maxPct);

  return (
    <div className="stack hamp-stroke-zone">
      <Slider
        label={t('strokeZone.label')}
        value={[shown.minPct, shown.maxPct]}
        min={0}
        max={100}
        minStepsBetweenThumbs={1}
        thumbLabels={[t('strokeZone.bottom'), t('strokeZone.top')]}
        formatValue={(percent) => t('strokeZone.percent', { percent })}
        disabled={!connected || !supported}
        onValueChange={([minPct, maxPct]) => {
          if (minPct === undefined || maxPct === undefined || minPct >= maxPct) return;
          const zone = { minPct, maxPct };
          progress.current.requested = zone;
          progress.current.released = false;
          setDraft(zone);
          void sendZone(zone);
        }}
        onValueCommit={() => {
          const current = progress.current;
          current.released = true;
          if (current.requested === current.answered) setDraft(null);
        }}
      />
      {connected && supported && minMm !== undefined && maxMm !== undefined && (
        <p className="hamp-stroke-zone__mm" data-testid="stroke-zone-mm">
          {t('strokeZone.millimetres', { min: numbers.format(minMm), max: numbers.format(maxMm) })}
        </p>
      )}
      <p className="muted">
        {connected && !supported ? t('strokeZone.notSupported') : t('strokeZone.hint')}
      </p>
    </div>
  );
}
