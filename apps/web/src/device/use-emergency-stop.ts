import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../lib/preferences-instance';
import { notify } from '../ui/notifications/notify';
import { loadCommandPacer, loadedCommandPacer } from './commands/pacer-instance';
import { connectionStore } from './connection-instance';
import { runEmergencyStop, type StopReport } from './emergency-stop';
import { isEmergencyStopKey } from './key-bindings';

/** Reads everything at the moment of the stop, so that a press never acts on stale settings. */
const stopNow = async (): Promise<StopReport> => {
  const store = connectionStore();
  // Loaded right after the first render (below): a stop waits for nothing once it is there.
  const pacer = loadedCommandPacer() ?? (await loadCommandPacer());
  return runEmergencyStop({
    runtime: () => store.runtime(),
    connectionKey: () => store.get().connectionKey,
    linkedKeys: () =>
      preferencesStore()
        .get()
        .linkedDevices.map((device) => device.connectionKey),
    apply: (action) => store.apply(action),
    pacer,
  });
};

/**
 * The emergency stop as the user triggers it: stops every mode on every linked device and tells
 * the outcome, one positive notification or each failure (spec §8 notifications).
 */
export function useEmergencyStop(): () => Promise<void> {
  const { t } = useTranslation('common');
  // The command budget is a chunk of its own; have it ready before the first stop.
  useEffect(() => {
    void loadCommandPacer();
  }, []);
  return useCallback(async () => {
    const report = await stopNow();
    switch (report.kind) {
      case 'noDevice':
        notify({ kind: 'warning', message: t('emergencyStop.noDevice') });
        return;
      case 'stopped':
        notify({
          kind: 'positive',
          message:
            report.count === 1
              ? t('emergencyStop.stoppedOne')
              : t('emergencyStop.stoppedMany', { count: report.count }),
        });
        return;
      case 'failed':
        for (const failure of report.failures) {
          notify({
            kind: 'negative',
            message: t('emergencyStop.failed', {
              key: failure.connectionKey,
              message: t(`errors.${failure.error.key}`, failure.error.values),
            }),
          });
        }
        if (report.stopped > 0) {
          notify({
            kind: 'warning',
            message: t('emergencyStop.partial', { stopped: report.stopped, count: report.count }),
          });
        }
        return;
    }
  }, [t]);
}

/**
 * Escape stops every device, wherever the focus is, unless a dialog, popover or menu used the key
 * to close itself (they mark it handled before it reaches the window) or it is a key repeat.
 * Mounted once, in the root layout.
 */
export function useEmergencyStopKey(): void {
  const stop = useEmergencyStop();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isEmergencyStopKey(event)) return;
      void stop();
    };
    // Bubble phase on the window: every widget's own handler has run and could claim the key.
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stop]);
}
