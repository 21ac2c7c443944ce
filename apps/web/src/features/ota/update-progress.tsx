import { useTranslation } from 'react-i18next';

/** The live progress of a running update: a bar with its percentage in words beside it. */
export function UpdateProgress({ progress }: { progress: number }) {
  const { t } = useTranslation('ota');
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className="stack" data-testid="ota-progress">
      <p role="status">{t('latest.installing', { percent })}</p>
      <progress
        className="ota-progress"
        max={100}
        value={percent}
        aria-label={t('latest.progressLabel')}
      />
      <p className="muted">{t('latest.keepPowered')}</p>
    </div>
  );
}
