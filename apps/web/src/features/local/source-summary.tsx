import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../ui';
import { isStrokeAxis, type LoadedScript } from './intake/read-script';
import type { VideoSource } from './intake/use-local-intake';

/** Props of {@link SourceSummary}. */
export interface SourceSummaryProps {
  readonly video: VideoSource | undefined;
  readonly script: LoadedScript | undefined;
  readonly loadingScript: boolean;
  readonly onAxis: (axis: string) => void;
}

/**
 * The chosen files by name; for a script, whether the file inverts itself and, when it holds
 * several axes, which one plays.
 */
export function SourceSummary({ video, script, loadingScript, onAxis }: SourceSummaryProps) {
  const { t } = useTranslation('local');
  const parsed = script?.script;
  const scriptName = loadingScript ? t('files.loading') : (script?.fileName ?? t('files.none'));
  return (
    <section className="local-files" aria-label={t('files.heading')}>
      <dl className="local-files__list">
        <dt>{t('files.video')}</dt>
        {/* A file's or scene's name is data; "none" and "loading" are words. */}
        <dd data-testid="local-video-name" translate={video ? 'no' : undefined}>
          {video?.name ?? t('files.none')}
        </dd>
        <dt>{t('files.script')}</dt>
        <dd data-testid="local-script-name" translate={!loadingScript && script ? 'no' : undefined}>
          {scriptName}
        </dd>
      </dl>
      {parsed?.inverted && (
        <p className="local-muted" data-testid="local-inverted">
          {t('files.inverted')}
        </p>
      )}
      {parsed && parsed.availableAxes.length > 1 && (
        <>
          <NativeSelect
            label={t('files.axis')}
            value={parsed.axis ?? ''}
            options={parsed.availableAxes.map((axis) => ({
              value: axis,
              label: isStrokeAxis(axis) ? t('files.strokeAxis', { axis }) : axis,
            }))}
            onValueChange={onAxis}
          />
          <p className="local-muted">{t('files.axisNote')}</p>
        </>
      )}
    </section>
  );
}
