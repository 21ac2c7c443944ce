import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceWarning } from './device-warnings';

/** Turns a device warning into the sentence the user reads, in the current language. */
export function useWarningText(): (warning: DeviceWarning) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (warning: DeviceWarning) => {
      switch (warning.kind) {
        case 'lowMemory':
          return warning.level === 'error'
            ? t('connection.warnings.lowMemoryError')
            : t('connection.warnings.lowMemoryWarning');
        case 'deviceError':
          return t('connection.warnings.deviceError', {
            code: warning.code,
            message: warning.message,
          });
        case 'legacyFirmware':
          return t('connection.warnings.legacyFirmware', { version: warning.version });
        case 'temperatureHigh':
        case 'sliderBlocked':
        case 'updateRequired':
          return t(`connection.warnings.${warning.kind}`);
        case 'streamReconnecting':
          return t('connection.streamReconnecting');
      }
    },
    [t],
  );
}
