import { useTranslation } from 'react-i18next';
import type { OtaControls } from '../../device';
import { Button } from '../../ui';

/**
 * The installed firmware, its status (spec `fw_status`) and the release to install (the latest,
 * or with `chosen` the one the route names) with its notes.
 */
export function FirmwareFacts({
  fwVersion,
  fwStatus,
  latest,
  reloadLatest,
  chosen = false,
}: Pick<OtaControls, 'fwVersion' | 'fwStatus' | 'latest' | 'reloadLatest'> & {
  readonly chosen?: boolean;
}) {
  const { t } = useTranslation('ota');
  const { t: tc } = useTranslation('common');
  return (
    <section className="card stack" aria-labelledby="ota-firmware-heading">
      <h2 id="ota-firmware-heading">{t('latest.firmwareHeading')}</h2>
      <dl className="facts">
        <dt>{t('latest.installed')}</dt>
        <dd translate="no" data-testid="ota-installed">
          {fwVersion ?? '—'}
        </dd>
        <dt>{t('latest.status')}</dt>
        <dd data-testid="ota-status">
          {fwStatus === undefined ? '—' : t(`latest.fwStatus.${fwStatus}`)}
        </dd>
        <dt>{chosen ? t('chosen.release') : t('latest.latestRelease')}</dt>
        <dd translate="no" data-testid="ota-latest">
          {latest.status === 'ready' ? latest.version.version : '—'}
        </dd>
      </dl>
      {latest.status === 'loading' && (
        <p className="muted" role="status">
          {t('latest.checking')}
        </p>
      )}
      {latest.status === 'failed' && (
        <div className="stack">
          <p role="alert" className="error">
            {tc(`errors.${latest.error.key}`, latest.error.values)}
          </p>
          <div className="row">
            <Button variant="secondary" onClick={reloadLatest}>
              {t('latest.retryCheck')}
            </Button>
          </div>
        </div>
      )}
      {latest.status === 'ready' && (
        <div className="stack">
          <h3>{t('latest.notesHeading', { version: latest.version.version })}</h3>
          <p className="ota-notes" data-testid="ota-notes">
            {latest.version.release_notes?.trim() || t('latest.noNotes')}
          </p>
        </div>
      )}
    </section>
  );
}
