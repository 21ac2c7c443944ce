import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asksToConnect, canStop, useConnection, useDeviceState, useHvp } from '../../device';
import { Button, Slider } from '../../ui';
import { HvpLiveState } from './hvp-live-state';
import {
  DEFAULT_HVP_DRAFT,
  HVP_RANGES,
  draftFromState,
  toHvpArgs,
  type HvpDraft,
} from './hvp-settings';

/**
 * Start, stop, amplitude, frequency and position of the vibration, with the device's live state.
 * Start applies the sliders (the device starts at amplitude 0 and frequency 0); while it vibrates,
 * each slider change is sent when the drag or key press ends.
 */
export function HvpControls() {
  const { t } = useTranslation('hvp');
  const { t: tc } = useTranslation('common');
  const { status, connectionKey, deviceKind } = useConnection();
  const command = useHvp();
  const { multicast, lastOutcome } = command;
  const hvp = useDeviceState((session) => session.hvp);
  const enabled = hvp.enabled;
  const connected = status === 'connected';
  const [draft, setDraft] = useState<HvpDraft>(() =>
    hvp.enabled ? draftFromState(hvp) : DEFAULT_HVP_DRAFT,
  );

  // Slider commits can come faster than the device may be sent to: the HVP lane sends only the
  // newest settings, within the device's budget.
  const sendSettings = (next: HvpDraft) => command.setState(toHvpArgs(next));

  const start = () => void command.start(toHvpArgs(draft));
  const stop = () => void command.stop();

  const change = (field: keyof HvpDraft, values: number[]) => {
    const value = values[0];
    if (value !== undefined) setDraft((current) => ({ ...current, [field]: value }));
  };
  const commit = (field: keyof HvpDraft, values: number[]) => {
    const value = values[0];
    if (value === undefined || !enabled) return;
    sendSettings({ ...draft, [field]: value });
  };

  const failure = lastOutcome?.results.find(
    (result) => result.connectionKey === connectionKey && !result.ok,
  );

  return (
    <div className="stack">
      {asksToConnect(status) && <p className="notice">{t('controls.connectFirst')}</p>}
      {connected && deviceKind === 'handy' && <p className="muted">{t('controls.handyNote')}</p>}
      {connected && multicast && <p className="muted">{t('controls.multicast')}</p>}
      <HvpLiveState />
      <div className="row">
        <Button onClick={start} disabled={!connected || enabled}>
          {t('controls.start')}
        </Button>
        <Button variant="secondary" onClick={stop} disabled={!canStop(status, connectionKey)}>
          {t('controls.stop')}
        </Button>
      </div>
      <div className="hvp-sliders">
        <Slider
          label={t('controls.amplitude')}
          value={[draft.amplitudePct]}
          {...HVP_RANGES.amplitudePct}
          formatValue={(percent) => t('controls.amplitudeValue', { percent })}
          onValueChange={(values) => change('amplitudePct', values)}
          onValueCommit={(values) => commit('amplitudePct', values)}
          disabled={!connected}
        />
        <Slider
          label={t('controls.frequency')}
          value={[draft.frequencyHz]}
          {...HVP_RANGES.frequencyHz}
          formatValue={(hz) => t('controls.frequencyValue', { hz })}
          onValueChange={(values) => change('frequencyHz', values)}
          onValueCommit={(values) => commit('frequencyHz', values)}
          disabled={!connected}
        />
        <div>
          <Slider
            label={t('controls.position')}
            value={[draft.positionMm]}
            {...HVP_RANGES.positionMm}
            formatValue={(mm) => t('controls.positionValue', { mm })}
            onValueChange={(values) => change('positionMm', values)}
            onValueCommit={(values) => commit('positionMm', values)}
            disabled={!connected}
          />
          <p className="muted hvp-help">{t('controls.positionHelp')}</p>
        </div>
      </div>
      {failure && !failure.ok && (
        <p role="alert" className="error">
          {t('controls.failed', {
            message: tc(`errors.${failure.error.key}`, failure.error.values),
          })}
        </p>
      )}
    </div>
  );
}
