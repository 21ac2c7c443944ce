import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../ui';
import { BEAT_NAME_MAX, checkBeatName } from './beat-name';

/** Props of {@link BeatNameBar}. */
export interface BeatNameBarProps {
  readonly name: string;
  /** The beat is in the library (its edits save themselves). */
  readonly saved: boolean;
  /** The library has no room for one more. */
  readonly libraryFull: boolean;
  readonly onRename: (name: string) => void;
  readonly onSave: (name: string) => void;
  readonly onNew: () => void;
}

/**
 * The beat's name and whether it is kept: a saved beat saves every change by itself; a new one
 * says it is not saved yet until "Save to the library".
 */
export function BeatNameBar({
  name,
  saved,
  libraryFull,
  onRename,
  onSave,
  onNew,
}: BeatNameBarProps) {
  const { t } = useTranslation('beatbox');
  const problem = checkBeatName(name);
  return (
    <div className="beatbox-name">
      <TextField
        label={t('name.label')}
        value={name}
        maxLength={BEAT_NAME_MAX}
        placeholder={t('untitled')}
        data-testid="beatbox-name"
        // Kept as typed (a reload loses nothing); a saved beat's library copy follows.
        onChange={(event) => onRename(event.target.value)}
        {...(saved && problem ? { error: t(`name.${problem}`, { max: BEAT_NAME_MAX }) } : {})}
      />
      <p className="muted beatbox-name__state" data-testid="beatbox-save-state">
        {saved ? t('name.saved') : libraryFull ? t('name.full') : t('name.unsaved')}
      </p>
      <div className="beatbox-name__actions">
        {!saved && (
          <Button
            data-testid="beatbox-save"
            disabled={libraryFull}
            onClick={() => onSave(problem ? t('untitled') : name.trim())}
          >
            {t('name.save')}
          </Button>
        )}
        <Button variant="secondary" onClick={onNew}>
          {t('name.new')}
        </Button>
      </div>
    </div>
  );
}
