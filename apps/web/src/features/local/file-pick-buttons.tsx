import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';

/** Props of {@link FilePickButtons}. */
export interface FilePickButtonsProps {
  readonly onPickVideo: () => void;
  readonly onPickScript: () => void;
}

/** "Choose video" and "Choose script", which open the page's file inputs. */
export function FilePickButtons({ onPickVideo, onPickScript }: FilePickButtonsProps) {
  const { t } = useTranslation('local');
  return (
    <div className="local-pick">
      <Button onClick={onPickVideo}>{t('pick.video')}</Button>
      <Button variant="secondary" onClick={onPickScript}>
        {t('pick.script')}
      </Button>
    </div>
  );
}
