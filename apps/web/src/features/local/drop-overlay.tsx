import { useTranslation } from 'react-i18next';

/** The full-window sign shown while files are dragged over the page. */
export function DropOverlay() {
  const { t } = useTranslation('local');
  return (
    <div className="local-drop-overlay" data-testid="local-drop-overlay" aria-hidden="true">
      <p className="local-drop-overlay__text">{t('drop.overlay')}</p>
    </div>
  );
}
