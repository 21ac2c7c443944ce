import { useTranslation } from 'react-i18next';
import { FilePickButtons, type FilePickButtonsProps } from './file-pick-buttons';
import { LastTime } from './last-time';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends FilePickButtonsProps {
  /** The files of the last visit, named so the user knows which to pick again. */
  readonly lastVideoName: string;
  readonly lastScriptName: string;
}

/** The page before a video is chosen: where to drop files, the buttons, and last time's files. */
export function EmptyState({ lastVideoName, lastScriptName, ...pick }: EmptyStateProps) {
  const { t } = useTranslation('local');
  return (
    <section className="local-empty" data-testid="local-empty">
      <h2>{t('empty.heading')}</h2>
      <p className="local-muted">{t('empty.body')}</p>
      <FilePickButtons {...pick} />
      <LastTime video={lastVideoName} script={lastScriptName} />
    </section>
  );
}
