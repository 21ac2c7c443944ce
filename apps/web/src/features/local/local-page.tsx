import { useCallback, useRef, useState } from 'react';
import { scriptLengthMismatch } from '@glide/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePreferences } from '../../preferences/use-preferences';
import { PageHeader } from '../../ui';
import { sceneIdFrom } from '../../player';
import { DropOverlay } from './drop-overlay';
import { useFileDrop } from './use-file-drop';
import { EmptyState } from './empty-state';
import { FileInputs } from './file-inputs';
import { IntakeMessages } from './intake-messages';
import { useLocalIntake } from './intake/use-local-intake';
import { FolderInput } from './library/folder-input';
import { LibraryPanel } from './library/library-panel';
import { isLibraryDrop } from './library/library-drop-kind';
import {
  focusCurrentVariant,
  useLibrary,
  variantCountOf,
  type LibraryLoad,
} from './library/use-library';
import { LocalPlayer } from './local-player';
import { UrlSourceForm } from './url-source-form';
import { fileKindOf } from './intake/file-kind';
import { StashNotices } from './stash/stash-notices';
import { useStashSource } from './stash/use-stash-source';
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
  const [params, setParams] = useSearchParams();
  // `/local?stash=<id>`: a scene of the Stash library, which the page opens instead of the files
  // and addresses of last time.
  const intake = useLocalIntake(typeProbe, { restore: sceneIdFrom(params) === undefined });
  const stash = useStashSource(intake, typeProbe);
  const inStash = stash !== undefined;
  // What the library asked to play: its path (for the remembered position) and whether to start.
  const [fromLibrary, setFromLibrary] = useState<Omit<LibraryLoad, 'video' | 'script'>>();
  const { acceptFiles: intakeFiles } = intake;
  // A video of the person's own leaves the Stash scene (a script alone plays with its video).
  const acceptFiles = useCallback(
    (files: readonly File[]) => {
      if (inStash && files.some((file) => fileKindOf(file) === 'video')) setParams({});
      intakeFiles(files);
    },
    [inStash, intakeFiles, setParams],
  );
  const library = useLibrary(
    useCallback(
      ({ video, script, path, autoplay }: LibraryLoad) => {
        acceptFiles(script ? [video, script] : [video]);
        setFromLibrary({ path, autoplay });
      },
      [acceptFiles],
    ),
  );
  const { openDrop } = library;
  const currentEntry =
    library.current === undefined ? undefined : library.entries?.[library.current];
  const dragging = useFileDrop(
    useCallback(
      (files: File[]) => {
        setFromLibrary(undefined);
        acceptFiles(files);
      },
      [acceptFiles],
    ),
    useCallback(
      (items: DataTransferItemList, files: readonly File[]) => {
        if (!isLibraryDrop(items, files)) return false;
        openDrop(items);
        return true;
      },
      [openDrop],
    ),
  );
  const videoInput = useRef<HTMLInputElement>(null);
  const scriptInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const pickFolder = useCallback(() => folderInput.current?.click(), []);
  const [durationMs, setDurationMs] = useState<number>(Number.NaN);
  const pickVideo = useCallback(() => videoInput.current?.click(), []);
  const pickScript = useCallback(() => scriptInput.current?.click(), []);
  // A Stash stream belongs to its scene: it shows while that scene is the one in the address and
  // plays here (not while the next loads, nor for a scene this browser cannot play), and never on
  // plain `/local` (Back from a scene).
  const fromStash = intake.video?.origin === 'stash';
  const video = (inStash ? fromStash && stash.session !== undefined : !fromStash)
    ? intake.video
    : undefined;
  const { script } = intake;
  const mismatch =
    video && script ? scriptLengthMismatch(script.script.actions, durationMs) : undefined;

  return (
    <>
      {stash ? (
        // A Stash scene is headed by its title; where it comes from is said under it.
        <PageHeader
          title={
            stash.state.kind === 'ready' && stash.state.scene.title ? (
              <span translate="no">{stash.state.scene.title}</span>
            ) : (
              t('stash.heading')
            )
          }
        />
      ) : (
        <PageHeader title={t('title')} lead={t('lead')} />
      )}
      <FileInputs
        videoRef={videoInput}
        scriptRef={scriptInput}
        onFiles={(files) => {
          setFromLibrary(undefined);
          acceptFiles(files);
        }}
      />
      <FolderInput inputRef={folderInput} onFiles={(files) => void library.openFiles(files)} />
      {dragging && <DropOverlay />}
      <IntakeMessages
        intake={intake}
        ignored={intake.ignored}
        mismatch={mismatch}
        onPickVideo={pickVideo}
        onPickScript={pickScript}
      />
      {stash && <StashNotices source={stash} />}
      {video === undefined ? (
        !inStash && (
          <EmptyState
            lastVideoName={localPlayer.videoUrl === '' ? localPlayer.lastVideoName : ''}
            lastScriptName={localPlayer.scriptUrl === '' ? localPlayer.lastScriptName : ''}
            onPickVideo={pickVideo}
            onPickScript={pickScript}
          />
        )
      ) : (
        <LocalPlayer
          video={video}
          script={script}
          intake={intake}
          onDuration={setDurationMs}
          onPickVideo={pickVideo}
          onPickScript={pickScript}
          {...(stash?.session ? { stash: stash.session } : {})}
          {...(fromLibrary && !inStash
            ? {
                library: {
                  path: fromLibrary.path,
                  autoplay: fromLibrary.autoplay,
                  onEnded: library.ended,
                  rememberPosition: library.rememberPosition,
                  variantCount: variantCountOf(currentEntry),
                  onPickVariant: focusCurrentVariant,
                  ...(currentEntry ? { entry: currentEntry } : {}),
                },
              }
            : {})}
        >
          {!inStash && <LibraryPanel library={library} onPickFolder={pickFolder} />}
        </LocalPlayer>
      )}
      {video === undefined && !inStash && (
        <LibraryPanel library={library} onPickFolder={pickFolder} />
      )}
      {!inStash && (
        <UrlSourceForm
          videoUrl={localPlayer.videoUrl}
          scriptUrl={localPlayer.scriptUrl}
          onVideoUrl={intake.loadVideoUrl}
          onScriptUrl={intake.loadScriptUrl}
        />
      )}
    </>
  );
}
