import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui';

/** Props of {@link NumberSetting}. */
export interface NumberSettingProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** Units or what the number governs, under the field. */
  readonly description?: string;
  readonly onCommit: (value: number) => void;
  readonly testId?: string;
}

/**
 * A whole number within bounds. Typing keeps a draft, so a half-typed value ("1" on the way to
 * "150") is never applied; a valid number applies at once, an invalid one says what is allowed.
 */
export function NumberSetting({
  label,
  value,
  min,
  max,
  description,
  onCommit,
  testId,
}: NumberSettingProps) {
  const { t, i18n } = useTranslation('beatbox');
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const shown = draft ?? String(value);
  const parsed = Number(shown);
  const valid = shown.trim() !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max;
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={shown}
      data-testid={testId}
      {...(description ? { description } : {})}
      {...(valid
        ? {}
        : { error: t('settings.range', { min: format.format(min), max: format.format(max) }) })}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const next = Number(text);
        if (text.trim() !== '' && Number.isInteger(next) && next >= min && next <= max)
          onCommit(next);
      }}
      onBlur={() => {
        if (valid) setDraft(undefined);
      }}
    />
  );
}
