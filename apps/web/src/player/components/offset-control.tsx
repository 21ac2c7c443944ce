import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSigned } from './format';
import './offset-control.css';

/** The offset's range in ms (spec §5: the user time offset). */
export const OFFSET_MIN_MS = -2000;
export const OFFSET_MAX_MS = 2000;
/** The −/+ buttons' default step. */
export const OFFSET_STEP_MS = 10;

/** Props of {@link OffsetControl}. */
export interface OffsetControlProps {
  /** The offset now; + moves the device later than the video. */
  valueMs: number;
  /** Called with a valid, whole, in-range offset. */
  onChange: (ms: number) => void;
  /** The −/+ buttons' step, ms (default {@link OFFSET_STEP_MS}). */
  stepMs?: number;
}

/** Why a typed offset is refused. */
type OffsetProblem = 'notNumber' | 'outOfRange';

/** Reads a typed offset: a whole number of ms, with `-`, `−` or `+`; else the problem. */
export function parseOffset(text: string): number | OffsetProblem {
  const normalised = text.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(normalised)) return 'notNumber';
  const ms = Number(normalised);
  return ms < OFFSET_MIN_MS || ms > OFFSET_MAX_MS ? 'outOfRange' : ms;
}

const clamp = (ms: number) => Math.min(OFFSET_MAX_MS, Math.max(OFFSET_MIN_MS, ms));

/**
 * The time offset: a typed whole number of ms (−2000…2000) with −/+ buttons, and a line that
 * says which way + moves the device. A valid value applies as it is typed; a bad one is reported
 * (in words, tied to the field) when the field is left or Enter is pressed, and never applied.
 */
export function OffsetControl({ valueMs, onChange, stepMs = OFFSET_STEP_MS }: OffsetControlProps) {
  const { t, i18n } = useTranslation('player');
  const id = useId();
  const [draft, setDraft] = useState(String(valueMs));
  const [shownValue, setShownValue] = useState(valueMs);
  const [problem, setProblem] = useState<OffsetProblem | undefined>(undefined);
  // The value changed elsewhere (the e/d keys, a reload): show it, unless the field already says so.
  if (valueMs !== shownValue) {
    setShownValue(valueMs);
    if (parseOffset(draft) !== valueMs) {
      setDraft(String(valueMs));
      setProblem(undefined);
    }
  }
  const check = () => {
    const parsed = parseOffset(draft);
    setProblem(typeof parsed === 'number' ? undefined : parsed);
  };
  const step = (direction: 1 | -1) => {
    const next = clamp(valueMs + direction * stepMs);
    setDraft(String(next));
    setProblem(undefined);
    if (next !== valueMs) onChange(next);
  };
  const language = i18n.resolvedLanguage;
  const describedBy = [`${id}-help`, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field player-offset">
      <label htmlFor={id}>{t('offset.label')}</label>
      <div className="player-offset__row">
        <button
          type="button"
          className="ui-button ui-button--ghost player-offset__step"
          aria-label={t('offset.earlier', { ms: stepMs })}
          disabled={valueMs <= OFFSET_MIN_MS}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="player-offset__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            const parsed = parseOffset(text);
            if (typeof parsed === 'number') {
              setProblem(undefined);
              if (parsed !== valueMs) onChange(parsed);
            }
          }}
          onBlur={check}
          onKeyDown={(event) => {
            if (event.key === 'Enter') check();
          }}
        />
        <span className="player-offset__unit" aria-hidden>
          {t('offset.unit')}
        </span>
        <button
          type="button"
          className="ui-button ui-button--ghost player-offset__step"
          aria-label={t('offset.later', { ms: stepMs })}
          disabled={valueMs >= OFFSET_MAX_MS}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <small id={`${id}-help`}>{t('offset.help')}</small>
      {problem && (
        <small id={`${id}-error`} className="error" role="alert">
          {t(`offset.${problem}`, {
            min: formatSigned(OFFSET_MIN_MS, language),
            max: formatSigned(OFFSET_MAX_MS, language),
          })}
        </small>
      )}
    </div>
  );
}
