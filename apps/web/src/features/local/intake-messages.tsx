import type { ScriptLengthMismatch } from '@glide/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { formatDuration } from './format-duration';
import { VIDEO_CODECS } from './intake/video-codec';
import type { IgnoredFiles, LocalIntake } from './intake/use-local-intake';

/** Props of {@link IntakeMessages}. */
export interface IntakeMessagesProps {
  readonly intake: Pick<LocalIntake, 'videoProblem' | 'scriptFailure'>;
  readonly ignored: IgnoredFiles | undefined;
  readonly mismatch: ScriptLengthMismatch | undefined;
  /** Opens the matching file picker: the button that fixes the problem. */
  readonly onPickVideo: () => void;
  readonly onPickScript: () => void;
}

/**
 * What went wrong with the chosen files, each in its own words with the button that fixes it; a
 * length mismatch is only a warning (the script still plays).
 */
export function IntakeMessages({
  intake,
  ignored,
  mismatch,
  onPickVideo,
  onPickScript,
}: IntakeMessagesProps) {
  const { t } = useTranslation('local');
  const { videoProblem, scriptFailure } = intake;
  return (
    <div className="local-messages" aria-live="polite">
      {videoProblem && (
        <div
          className="local-message notice notice--danger"
          role="alert"
          data-testid="local-video-error"
        >
          <p>
            {videoProblem.problem === 'unsupported' && videoProblem.codec
              ? t('videoError.missingCodec', {
                  name: videoProblem.name,
                  codec: VIDEO_CODECS[videoProblem.codec].name,
                })
              : t(`videoError.${videoProblem.problem}`, { name: videoProblem.name })}
          </p>
          <Button variant="secondary" onClick={onPickVideo}>
            {t('videoError.fix')}
          </Button>
        </div>
      )}
      {scriptFailure && (
        <div
          className="local-message notice notice--danger"
          role="alert"
          data-testid="local-script-error"
        >
          <p>{t(`scriptError.${scriptFailure.problem}`, { name: scriptFailure.fileName })}</p>
          <Button variant="secondary" onClick={onPickScript}>
            {t('scriptError.fix')}
          </Button>
        </div>
      )}
      {mismatch && (
        <p className="local-message local-message--warning" data-testid="local-length-warning">
          {t(`length.${mismatch.direction}`, {
            script: formatDuration(mismatch.scriptMs),
            video: formatDuration(mismatch.videoMs),
          })}
        </p>
      )}
      {ignored && ignored.unsupported.length > 0 && (
        <p className="local-message local-message--warning" data-testid="local-ignored-unsupported">
          {t('ignored.unsupported', { names: ignored.unsupported.join(', ') })}
        </p>
      )}
      {ignored && ignored.unpaired.length > 0 && (
        <p className="local-message local-message--warning" data-testid="local-ignored-unpaired">
          {t('ignored.unpaired', { names: ignored.unpaired.join(', ') })}
        </p>
      )}
    </div>
  );
}
