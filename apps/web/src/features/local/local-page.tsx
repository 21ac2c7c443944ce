import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences/use-preferences';
import { PageHeader } from '../../ui';
import { DropOverlay } from './drop-overlay';
import { useFileDrop } from './use-file-drop';
import { EmptyState } from './empty-state';
import { FileInputs } from './file-inputs';
import { IntakeMessages } from './intake-messages';
import { lengthMismatch } from './intake/length-mismatch';
import { useLocalIntake } from './intake/use-local-intake';
import { LocalPlayer } from './local-player';
import { UrlSourceForm } from './url-source-form';
import './local.css';

/** A detached element that answers `canPlayType` before a video is shown. */
const typeProbe = () => document.createElement('video');

/**
 * `/local`: a video and a script from the user's own device, played in sync. Files come by the
 * pickers, by drag-and-drop anywhere on the page, or by address; bad files get their own message
 * and a button that fixes them. Phone first: the video on top, the choices under it; on wide
 * screens the panels sit beside the video.
 */
export default function LocalPage() {
  const { t } = useTranslation('local');
  const { localPlayer } = usePreferences();
  const intake = useLocalIntake(typeProbe);
  const dragging = useFileDrop(intake.acceptFiles);
  const videoInput = useRef<HTMLInputElement>(null);
  const scriptInput = useRef<HTMLInputElement>(null);
  const [durationMs, setDurationMs] = useState<number>(Number.NaN);
  const pickVideo = useCallback(() => videoInput.current?.click(), []);
  const pickScript = useCallback(() => scriptInput.current?.click(), []);
  const { video, script } = intake;
  const mismatch = video && script ? lengthMismatch(script.script.actions, durationMs) : undefined;

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <FileInputs videoRef={videoInput} scriptRef={scriptInput} onFiles={intake.acceptFiles} />
      {dragging && <DropOverlay />}
      <IntakeMessages
        intake={intake}
        ignored={intake.ignored}
        mismatch={mismatch}
        onPickVideo={pickVideo}
        onPickScript={pickScript}
      />
      {video === undefined ? (
        <EmptyState
          lastVideoName={localPlayer.videoUrl === '' ? localPlayer.lastVideoName : ''}
          lastScriptName={localPlayer.scriptUrl === '' ? localPlayer.lastScriptName : ''}
          onPickVideo={pickVideo}
          onPickScript={pickScript}
        />
      ) : (
        <LocalPlayer
          video={video}
          script={script}
          intake={intake}
          onDuration={setDurationMs}
          onPickVideo={pickVideo}
          onPickScript={pickScript}
        />
      )}
      <UrlSourceForm
        videoUrl={localPlayer.videoUrl}
        scriptUrl={localPlayer.scriptUrl}
        onVideoUrl={intake.loadVideoUrl}
        onScriptUrl={intake.loadScriptUrl}
      />
    </>
  );
}
