import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BEAT_PRESETS, type BeatPreset } from '@glide/core';
import type { DeepReadonly } from '../../preferences';
import type { BeatData } from '../../preferences/beat-data';
import { Button, ConfirmDialog } from '../../ui';
import { MAX_SAVED_BEATS } from './beat-library';
import { RenameDialog } from './rename-dialog';

/** Props of {@link BeatLibraryPanel}. */
export interface BeatLibraryPanelProps {
  readonly beats: readonly DeepReadonly<BeatData>[];
  /** The uuid of the beat in the editor (`''` when it is not saved). */
  readonly openUuid: string;
  readonly inPlaylist: ReadonlySet<string>;
  readonly onOpen: (uuid: string) => void;
  readonly onOpenPreset: (preset: BeatPreset, name: string) => void;
  readonly onRename: (uuid: string, name: string) => void;
  readonly onDuplicate: (uuid: string) => void;
  readonly onDelete: (uuid: string) => void;
  readonly onAddToPlaylist: (uuid: string) => void;
}

/**
 * The saved beats, each with its picture and what can be done with it, and the built-in beats to
 * start from. Deleting asks first; a full library says so before a save is refused.
 */
export function BeatLibraryPanel(props: BeatLibraryPanelProps) {
  const { t } = useTranslation('beatbox');
  const [renaming, setRenaming] = useState<DeepReadonly<BeatData> | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeepReadonly<BeatData> | undefined>(undefined);
  const full = props.beats.length >= MAX_SAVED_BEATS;
  return (
    <div className="stack">
      {full && (
        <p className="notice" role="status" data-testid="beatbox-library-full">
          {t('library.full', { count: MAX_SAVED_BEATS })}
        </p>
      )}
      {props.beats.length === 0 ? (
        <p className="muted">{t('library.empty')}</p>
      ) : (
        <ul className="beatbox-list" aria-label={t('library.saved')}>
          {props.beats.map((beat) => {
            const name = beat.name || t('untitled');
            const open = beat.uuid === props.openUuid;
            return (
              <li key={beat.uuid} className="beatbox-list__item" data-testid="beatbox-saved-beat">
                {beat.image ? (
                  <img className="beatbox-list__image" src={beat.image} alt="" />
                ) : (
                  <span className="beatbox-list__image" aria-hidden="true" />
                )}
                <span className="beatbox-list__name" translate="no">
                  {name}
                  {open && <span className="beatbox-badge">{t('library.inEditor')}</span>}
                </span>
                <span className="beatbox-list__actions">
                  <Button
                    variant="secondary"
                    disabled={open}
                    onClick={() => props.onOpen(beat.uuid)}
                  >
                    {t('library.open')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => props.onAddToPlaylist(beat.uuid)}>
                    {t('library.addToPlaylist')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setRenaming(beat)}>
                    {t('library.rename')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={full}
                    onClick={() => props.onDuplicate(beat.uuid)}
                  >
                    {t('library.duplicate')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setDeleting(beat)}>
                    {t('library.delete')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="beatbox-subheading">{t('presets.heading')}</h3>
      <ul className="beatbox-presets" aria-label={t('presets.heading')}>
        {BEAT_PRESETS.map((preset) => {
          const name = t(`presets.${preset.id}`, { defaultValue: preset.defaultName });
          return (
            <li key={preset.id}>
              <Button variant="secondary" onClick={() => props.onOpenPreset(preset, name)}>
                {name}
              </Button>
            </li>
          );
        })}
      </ul>
      <RenameDialog
        beat={renaming}
        onClose={() => setRenaming(undefined)}
        onRename={(name) => {
          if (renaming) props.onRename(renaming.uuid, name);
          setRenaming(undefined);
        }}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title={t('library.deleteTitle', { name: deleting?.name || t('untitled') })}
        description={
          deleting && props.inPlaylist.has(deleting.uuid)
            ? t('library.deleteInPlaylist')
            : t('library.deleteBody')
        }
        confirmLabel={t('library.delete')}
        cancelLabel={t('library.cancel')}
        destructive
        onConfirm={() => {
          if (deleting) props.onDelete(deleting.uuid);
          setDeleting(undefined);
        }}
      />
    </div>
  );
}
