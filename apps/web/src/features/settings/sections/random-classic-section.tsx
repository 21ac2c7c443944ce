import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { MIN_RANDOM_ZONE_PCT, strokeRangeProblem } from '@glide/core';
import { CROSS_CHECK } from '../../../lib/schema-issues';
import {
  SETTING_BOUNDS,
  inputBounds,
  preferencesSchema,
  type Preferences,
} from '../../../preferences';
import { TextField } from '../../../ui';
import { useAutosaveForm, type AutosaveSpec } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';

const schema = preferencesSchema.entries.randomClassic;

type RandomClassicValues = v.InferOutput<typeof schema>;

const spec: AutosaveSpec<RandomClassicValues> = {
  schema,
  units: [
    'speedRangePct',
    'strokeRangePct',
    'minimumStrokeLengthPct',
    'timeBetweenSeconds',
    'currentPauseSeconds',
  ],
  fromPreferences: ({ randomClassic }: Preferences) => ({
    ...randomClassic,
    speedRangePct: [randomClassic.speedRangePct[0], randomClassic.speedRangePct[1]],
    strokeRangePct: [randomClassic.strokeRangePct[0], randomClassic.strokeRangePct[1]],
  }),
  toPatch: (randomClassic) => ({ randomClassic }),
};

/** The errors of a `[low, high]` pair: per end (bounds), and on the pair itself (order). */
type PairErrors = FieldErrors<RandomClassicValues>['speedRangePct'];

/** Random classic mode: the ranges it draws from and its timing (spec §3, defaults in §9). */
export function RandomClassicSection() {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(spec);
  const { errors } = autosave.form.formState;

  const pairMessages = (pair: PairErrors, acrossEnds: () => string) => ({
    low: pair?.[0] && t('randomClassic.percentInvalid'),
    // A check across the ends fails on the pair; its message sits under the maximum, which the
    // user most likely meant to change.
    high: pair?.[1]
      ? t('randomClassic.percentInvalid')
      : pair?.type === CROSS_CHECK || pair?.root?.type === CROSS_CHECK
        ? acrossEnds()
        : undefined,
  });
  const speed = pairMessages(errors.speedRangePct, () => t('randomClassic.rangeOrder'));
  // The stroke range is judged by Start's own rule: which part of it failed picks the message.
  const stroke = pairMessages(errors.strokeRangePct, () =>
    strokeRangeProblem(autosave.form.getValues('strokeRangePct')) === 'strokeRangeTooNarrow'
      ? t('randomClassic.strokeNarrow', { pct: MIN_RANDOM_ZONE_PCT })
      : t('randomClassic.rangeOrder'),
  );

  const percentInput = {
    type: 'number',
    inputMode: 'decimal',
    ...inputBounds(SETTING_BOUNDS.percent),
  } as const;

  return (
    <SettingsSection
      id="settings-random-classic"
      title={t('randomClassic.heading')}
      saveFailed={autosave.saveFailed}
    >
      <fieldset className="settings-group">
        <legend>{t('randomClassic.speedRange')}</legend>
        <div className="settings-pair">
          <TextField
            label={t('randomClassic.speedMin')}
            {...percentInput}
            error={speed.low}
            {...autosave.bind('speedRangePct.0', { asNumber: true })}
          />
          <TextField
            label={t('randomClassic.speedMax')}
            {...percentInput}
            error={speed.high}
            {...autosave.bind('speedRangePct.1', { asNumber: true })}
          />
        </div>
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('randomClassic.strokeRange')}</legend>
        <div className="settings-pair">
          <TextField
            label={t('randomClassic.strokeMin')}
            {...percentInput}
            error={stroke.low}
            {...autosave.bind('strokeRangePct.0', { asNumber: true })}
          />
          <TextField
            label={t('randomClassic.strokeMax')}
            {...percentInput}
            error={stroke.high}
            {...autosave.bind('strokeRangePct.1', { asNumber: true })}
          />
        </div>
      </fieldset>
      <div className="settings-grid">
        <TextField
          label={t('randomClassic.minimumStroke')}
          {...percentInput}
          error={errors.minimumStrokeLengthPct && t('randomClassic.percentInvalid')}
          {...autosave.bind('minimumStrokeLengthPct', { asNumber: true })}
        />
        <TextField
          label={t('randomClassic.timeBetween')}
          type="number"
          inputMode="decimal"
          {...inputBounds(SETTING_BOUNDS.randomTimeBetweenSeconds)}
          error={errors.timeBetweenSeconds && t('randomClassic.timeBetweenInvalid')}
          {...autosave.bind('timeBetweenSeconds', { asNumber: true })}
        />
        <TextField
          label={t('randomClassic.pause')}
          type="number"
          inputMode="decimal"
          {...inputBounds(SETTING_BOUNDS.randomPauseSeconds)}
          error={errors.currentPauseSeconds && t('randomClassic.pauseInvalid')}
          {...autosave.bind('currentPauseSeconds', { asNumber: true })}
        />
      </div>
    </SettingsSection>
  );
}
