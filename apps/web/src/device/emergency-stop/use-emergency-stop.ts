import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../../preferences/preferences-instance';
import { notify } from '../../ui/notifications/notify';
import { loadedCommandPacer } from '../commands/pacer-instance';
import { connectionStore } from '../connection/connection-instance';
import { groupRoute } from '../channel-group/group-route';
import { madeGroupStore } from '../channel-group/group-slot';
import { runEmergencyStop, type StopReport } from './emergency-stop';
import { signalEmergencyStop } from './stop-signal';
import { isEmergencyStopKey } from '../keys/key-bindings';
import { isVisitingKey } from '../sharing/shared-visit';

/** Reads everything at the moment of the stop, so that a press never acts on stale settings. */
const stopNow = (): Promise<StopReport> => {
  const store = connectionStore();
  return runEmergencyStop({
    runtime: () => store.runtime(),
    connectionKey: () => store.get().connectionKey,
    linkedKeys: () =>
      preferencesStore()
        .get()
        .linkedDevices.map((device) => device.connectionKey),
    answer: () => store.answer(),
    // Loaded with the device runtime (connection-instance.ts): a stop never waits for it.
    pacer: loadedCommandPacer(),
    channel: () => {
      // No store made: no page that sends commands was open, so no group was formed.
      const channel = groupRoute(madeGroupStore()?.get(), store.get().connectionKey)?.channel;
      return channel && { reference: channel.reference, mode: store.session().device.mode };
    },
  });
};

/**
 * The emergency stop as the user triggers it: stops every mode on every linked device and tells
 * the outcome, one positive notification or each failure (spec §8 notifications). The press is
 * signalled first (`stop-signal.ts`), so that nothing already on its way starts the device again.
 */
export function useEmergencyStop(): () => Promise<void> {
  const { t } = useTranslation('common');
  return useCallback(async () => {
    signalEmergencyStop();
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
              // A key someone shared for this visit is never shown, not even here.
              key: isVisitingKey(failure.connectionKey, preferencesStore().get().connectionKey)
                ? t('emergencyStop.sharedDevice')
                : failure.connectionKey,
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
 * Escape stops every device, wherever the focus is and whatever is open: a dialog, popover, menu
 * or the menu drawer closes on the same press (their handlers still run), but never keeps the key
 * from the stop. A key repeat (Escape held down) sends nothing more. Mounted once, in the root
 * layout.
 */
export function useEmergencyStopKey(): void {
  const stop = useEmergencyStop();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isEmergencyStopKey(event)) return;
      void stop();
    };
    // Capture phase on the window: this runs before any element (or overlay's document listener)
    // sees the key, so an overlay that handles Escape and stops it cannot swallow the stop.
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [stop]);
}
