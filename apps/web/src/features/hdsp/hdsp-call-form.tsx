import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences/use-preferences';
import { Button, Switch, TextField } from '../../ui';
import {
  CALL_FIELDS,
  FIELD_RANGES,
  type FieldProblem,
  type HdspCall,
  type HdspDraft,
  type HdspField,
} from './hdsp-calls';

/** The stop-on-target and immediate-response options of every HDSP call. */
export interface HdspFlags {
  readonly stopOnTarget: boolean;
  readonly immediateResponse: boolean;
}

/** Props of {@link HdspCallForm}. */
export interface HdspCallFormProps {
  readonly call: HdspCall;
  readonly draft: HdspDraft;
  readonly problems: Readonly<Partial<Record<HdspField, FieldProblem>>>;
  readonly flags: HdspFlags;
  readonly disabled: boolean;
  readonly onFieldChange: (field: HdspField, text: string) => void;
  readonly onFlagsChange: (flags: HdspFlags) => void;
  readonly onSubmit: () => void;
}

/** Which "please enter" message a field's emptiness gets. */
const REQUIRED_KEYS = {
  positionMm: 'positionRequired',
  positionPct: 'positionRequired',
  velocityMmPerS: 'speedRequired',
  velocityPct: 'speedRequired',
  durationMs: 'timeRequired',
} as const satisfies Record<HdspField, string>;

/** The two fields of one HDSP call, its options and the Move button. */
export function HdspCallForm({
  call,
  draft,
  problems,
  flags,
  disabled,
  onFieldChange,
  onFlagsChange,
  onSubmit,
}: HdspCallFormProps) {
  const { t, i18n } = useTranslation('hdsp');
  const { developerMode } = usePreferences();
  const format = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const message = (field: HdspField) => {
    const problem = problems[field];
    if (problem === undefined) return undefined;
    if (problem === 'required') return t(`errors.${REQUIRED_KEYS[field]}`);
    const range = FIELD_RANGES[field];
    return t(`errors.${field}`, { min: format(range.min), max: format(range.max) });
  };
  return (
    <form
      className="hdsp-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="muted">
        {/* The call's wire name is for developers (design: people's words before protocol names). */}
        {developerMode && (
          <>
            <code className="hdsp-form__call" translate="no">
              {call}
            </code>{' '}
          </>
        )}
        {t(`calls.${call}.description`)}
      </p>
      <div className="hdsp-form__fields">
        {CALL_FIELDS[call].map((field) => {
          const range = FIELD_RANGES[field];
          return (
            <TextField
              key={field}
              label={t(`fields.${field}.label`)}
              description={t(`fields.${field}.help`, {
                min: format(range.min),
                max: format(range.max),
              })}
              error={message(field)}
              value={draft[field]}
              onChange={(event) => onFieldChange(field, event.target.value)}
              inputMode={range.integer ? 'numeric' : 'decimal'}
              autoComplete="off"
              disabled={disabled}
            />
          );
        })}
      </div>
      <div className="hdsp-form__flags">
        <Switch
          label={t('controls.stopOnTarget')}
          description={t('controls.stopOnTargetHelp')}
          checked={flags.stopOnTarget}
          onCheckedChange={(stopOnTarget) => onFlagsChange({ ...flags, stopOnTarget })}
          disabled={disabled}
        />
        <Switch
          label={t('controls.immediateResponse')}
          description={t('controls.immediateResponseHelp')}
          checked={flags.immediateResponse}
          onCheckedChange={(immediateResponse) => onFlagsChange({ ...flags, immediateResponse })}
          disabled={disabled}
        />
      </div>
      <Button type="submit" disabled={disabled}>
        {t('controls.move')}
      </Button>
    </form>
  );
}
