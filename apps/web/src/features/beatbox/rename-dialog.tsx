import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeepReadonly } from '../../preferences';
import type { BeatData } from '../../preferences/beat-data';
import { Button, Dialog, TextField } from '../../ui';
import { BEAT_NAME_MAX, checkBeatName } from './beat-name';

/** Props of {@link RenameDialog}. */
export interface RenameDialogProps {
  /** The beat being renamed; undefined: closed. */
  readonly beat: DeepReadonly<BeatData> | undefined;
  readonly onClose: () => void;
  readonly onRename: (name: string) => void;
}

/** Asks for a saved beat's new name (1–100 characters, not only spaces). */
export function RenameDialog({ beat, onClose, onRename }: RenameDialogProps) {
  const { t } = useTranslation('beatbox');
  return (
    <Dialog
      open={beat !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('library.renameTitle')}
      description={t('library.renameBody')}
      closeLabel={t('library.cancel')}
    >
      {beat && <RenameForm key={beat.uuid} initial={beat.name} onRename={onRename} />}
    </Dialog>
  );
}

function RenameForm({ initial, onRename }: { initial: string; onRename: (name: string) => void }) {
  const { t } = useTranslation('beatbox');
  const [name, setName] = useState(initial);
  const problem = checkBeatName(name);
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) onRename(name.trim());
      }}
    >
      <TextField
        label={t('library.newName')}
        value={name}
        maxLength={BEAT_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        {...(problem ? { error: t(`name.${problem}`, { max: BEAT_NAME_MAX }) } : {})}
      />
      <Button type="submit" disabled={problem !== undefined}>
        {t('library.renameConfirm')}
      </Button>
    </form>
  );
}
