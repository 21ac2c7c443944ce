import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../lib/logger';
import { preferencesStore } from '../../preferences/preferences-instance';
import { SETTING_BOUNDS, inputBounds } from '../../preferences';
import { usePreferences } from '../../preferences/use-preferences';
import { TextField } from '../../ui';
import {
  adoptStored,
  changedUnits,
  checkDrafts,
  draftsOf,
  type Drafts,
  type FieldName,
} from './settings-fields';

const PERCENT_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  ...inputBounds(SETTING_BOUNDS.percent),
} as const;

/**
 * The five settings of random strokes, saved as they are typed (each valid unit on its own; a
 * range with both ends) and remembered in the preferences. The run reads them at every change,
 * so a new value applies at the next change without a restart. Editable without a device.
 */
export function RandomClassicSettings() {
  const { t } = useTranslation('random-classic');
  const stored = usePreferences().randomClassic;
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(stored));
  const [saveFailed, setSaveFailed] = useState(false);
  const seen = useRef(stored);

  // Another tab or the settings page changed them: take what the user is not editing here.
  useEffect(() => {
    const previous = seen.current;
    seen.current = stored;
    if (previous !== stored) setDrafts((current) => adoptStored(current, previous, stored));
  }, [stored]);

  const { errors } = checkDrafts(drafts);

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...drafts, [field]: event.target.value };
    setDrafts(next);
    const patch = changedUnits(checkDrafts(next).valid, preferencesStore().get().randomClassic);
    if (Object.keys(patch).length === 0) return;
    const result = preferencesStore().update({ randomClassic: patch });
    setSaveFailed(!result.ok);
    if (!result.ok) logger.warn('random classic: settings refused', result.problems);
  };

  const field = (name: FieldName) => ({
    value: drafts[name],
    onChange: change(name),
    error: errors[name] && t(`settings.errors.${errors[name]}`),
  });

  return (
    <div className="stack random-classic-settings">
      <p className="muted">{t('settings.hint')}</p>
      <fieldset className="random-classic-settings__group">
        <legend>{t('settings.speed')}</legend>
        <div className="random-classic-settings__pair">
          <TextField label={t('settings.speedMin')} {...PERCENT_INPUT} {...field('speedMin')} />
          <TextField label={t('settings.speedMax')} {...PERCENT_INPUT} {...field('speedMax')} />
        </div>
      </fieldset>
      <fieldset className="random-classic-settings__group">
        <legend>{t('settings.stroke')}</legend>
        <div className="random-classic-settings__pair">
          <TextField label={t('settings.strokeMin')} {...PERCENT_INPUT} {...field('strokeMin')} />
          <TextField label={t('settings.strokeMax')} {...PERCENT_INPUT} {...field('strokeMax')} />
        </div>
        <TextField
          label={t('settings.minimumStroke')}
          description={t('settings.minimumStrokeHint')}
          {...PERCENT_INPUT}
          {...field('minimumStroke')}
        />
      </fieldset>
      <fieldset className="random-classic-settings__group">
        <legend>{t('settings.timing')}</legend>
        {/* One under the other: their labels and help differ in length, side by side they misalign. */}
        <div className="random-classic-settings__column">
          <TextField
            label={t('settings.timeBetween')}
            type="number"
            inputMode="decimal"
            {...inputBounds(SETTING_BOUNDS.randomTimeBetweenSeconds)}
            {...field('timeBetween')}
          />
          <TextField
            label={t('settings.pause')}
            description={t('settings.pauseHint')}
            type="number"
            inputMode="decimal"
            {...inputBounds(SETTING_BOUNDS.randomPauseSeconds)}
            {...field('pause')}
          />
        </div>
      </fieldset>
      {saveFailed && (
        <p className="notice notice--danger" role="alert">
          {t('settings.saveFailed')}
        </p>
      )}
    </div>
  );
}
