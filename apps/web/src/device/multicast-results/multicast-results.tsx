import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences/use-preferences';
import { StatusDot } from '../../ui';
import type { CommandOutcome } from '../commands/device-commands';
import { linkedDeviceName } from '../linked-devices/linked-device-name';
import { useConnection } from '../connection/use-connection';
import './multicast-results.css';

/** Props of {@link MulticastResults}. */
export interface MulticastResultsProps {
  /** The `lastOutcome` of a protocol hook (`useHamp()`…). */
  readonly outcome: CommandOutcome<unknown> | undefined;
}

/**
 * What the last command did on each device it went to: one line per device (this device, then the
 * linked ones by name or key), done or the translated reason it failed. Shown only when the command
 * went to more than one device; a single device's failure is already a notification.
 */
export function MulticastResults({ outcome }: MulticastResultsProps) {
  const { t } = useTranslation('common');
  const { connectionKey } = useConnection();
  const { linkedDevices } = usePreferences();
  const headingId = useId();
  if (!outcome || outcome.results.length < 2) return null;

  const nameOf = (key: string): { text: string; isKey: boolean } => {
    if (key === connectionKey) return { text: t('multicastResults.thisDevice'), isKey: false };
    const linked = linkedDevices.find((device) => device.connectionKey === key);
    return linked?.label !== undefined
      ? { text: linkedDeviceName(linked), isKey: false }
      : { text: key, isKey: true };
  };

  return (
    <section className="multicast-results" aria-labelledby={headingId}>
      <h3 id={headingId} className="multicast-results__heading">
        {t('multicastResults.heading')}
      </h3>
      <ul className="multicast-results__list" aria-live="polite">
        {outcome.results.map((result) => {
          const name = nameOf(result.connectionKey);
          return (
            <li
              key={result.connectionKey}
              className="multicast-results__item"
              data-testid="multicast-result"
              data-ok={result.ok}
            >
              <StatusDot tone={result.ok ? 'success' : 'danger'} />
              <span className="multicast-results__name" translate={name.isKey ? 'no' : undefined}>
                {name.text}
              </span>
              <span className="multicast-results__outcome">
                {result.ok
                  ? t('multicastResults.ok')
                  : t('multicastResults.failed', {
                      message: t(`errors.${result.error.key}`, result.error.values),
                    })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
