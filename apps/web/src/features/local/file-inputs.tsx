import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** What the script input accepts; the video input accepts these too, to pick both at once. */
const SCRIPT_ACCEPT = '.funscript,.csv,.json,text/csv,application/json';
const VIDEO_ACCEPT = `video/*,.mkv,.m4v,${SCRIPT_ACCEPT}`;

/** Props of {@link FileInputs}. */
export interface FileInputsProps {
  readonly videoRef: RefObject<HTMLInputElement | null>;
  readonly scriptRef: RefObject<HTMLInputElement | null>;
  readonly onFiles: (files: File[]) => void;
}

/**
 * The page's two file inputs, hidden: every "Choose video" / "Choose script" button (the empty
 * state's, the error messages') opens them. Both take several files, so a video and its script can
 * be picked together.
 */
export function FileInputs({ videoRef, scriptRef, onFiles }: FileInputsProps) {
  const { t } = useTranslation('local');
  const take = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    // Cleared so that picking the same file again (after fixing it) still reports a change.
    input.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input
        ref={videoRef}
        type="file"
        multiple
        accept={VIDEO_ACCEPT}
        aria-label={t('pick.videoInput')}
        data-testid="local-video-input"
        hidden
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={scriptRef}
        type="file"
        multiple
        accept={SCRIPT_ACCEPT}
        aria-label={t('pick.scriptInput')}
        data-testid="local-script-input"
        hidden
        onChange={(event) => take(event.currentTarget)}
      />
    </>
  );
}
