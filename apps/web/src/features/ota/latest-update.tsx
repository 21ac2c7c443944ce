import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FirmwareStatus, isLegacyFirmware, type OtaControls } from '../../device';
import { Button } from '../../ui';
import { otaPhase } from './ota-phase';
import { UpdateProgress } from './update-progress';

/**
 * The update card of the firmware pages: before the start, what the update does; while it runs,
 * the live progress; after it, what changed or, when it failed, what to do next. With `chosen` the
 * release is one a route names, so "installed already" means the device runs that very one.
 */
export function LatestUpdate(
  controls: OtaControls & { readonly onFw3Page?: boolean; readonly chosen?: boolean },
) {
  const { t } = useTranslation('ota');
  const { t: tc } = useTranslation('common');
  const { fwVersion, fwStatus, latest, ota, startedFrom, startError, startUpdate } = controls;
  const phase = otaPhase(controls);
  const legacy = fwVersion !== undefined && isLegacyFirmware(fwVersion);
  const target = latest.status === 'ready' ? latest.version.version : undefined;
  const upToDate = controls.chosen
    ? target !== undefined && fwVersion === target
    : fwStatus === FirmwareStatus.UP_TO_DATE;

  return (
    <section className="card stack" aria-labelledby="ota-update-heading" data-testid="ota-update">
      <h2 id="ota-update-heading">{t('latest.updateHeading')}</h2>
      {legacy && !controls.onFw3Page && (
        <p role="status" data-testid="ota-legacy">
          {t('latest.legacy', { version: fwVersion })}{' '}
          <Link to="/ota-fw3">{t('latest.legacyAction')}</Link>
        </p>
      )}
      {phase === 'ongoing' && <UpdateProgress progress={ota.progress} />}
      {phase === 'done' && (
        <div className="stack" role="status" data-testid="ota-done">
          <p className="ota-outcome">{t('latest.doneTitle')}</p>
          <p>
            {fwVersion !== undefined && startedFrom !== undefined && fwVersion !== startedFrom
              ? t('latest.doneChanged', { from: startedFrom, to: fwVersion })
              : t('latest.doneRebooting', { from: startedFrom ?? '—', to: target ?? '—' })}
          </p>
          <p>{t('latest.doneAfter')}</p>
        </div>
      )}
      {phase === 'failed' && (
        <div className="stack" data-testid="ota-failed">
          <p role="alert" className="error">
            {startError
              ? tc(`errors.${startError.key}`, startError.values)
              : t('latest.failedTitle')}
          </p>
          <p>{t('latest.failedNext')}</p>
        </div>
      )}
      {(phase === 'idle' || phase === 'failed') && (
        <>
          {upToDate && phase === 'idle' && (
            <p data-testid="ota-up-to-date">
              {controls.chosen
                ? t('chosen.installed', { version: target ?? '' })
                : t('latest.upToDate')}
            </p>
          )}
          <div className="stack">
            <h3>{t('latest.beforeHeading')}</h3>
            <ul className="ota-before">
              <li>{t('latest.beforePower')}</li>
              <li>{t('latest.beforeReboot')}</li>
              <li>{t('latest.beforeStroke')}</li>
            </ul>
          </div>
          <div className="row">
            <Button
              onClick={() => void startUpdate()}
              disabled={latest.status !== 'ready'}
              variant={upToDate ? 'secondary' : 'primary'}
            >
              {phase === 'failed'
                ? t('latest.retry')
                : target === undefined
                  ? // No release chosen (none found yet, or none offered): no version to name.
                    t('latest.updateHeading')
                  : upToDate
                    ? t('latest.reinstall', { version: target })
                    : t('latest.update', { version: target })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
