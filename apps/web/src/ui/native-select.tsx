import { useId, type ReactNode } from 'react';
import './ui.css';

/** One choice of a {@link NativeSelect}. */
export interface NativeSelectOption<T extends string> {
  value: T;
  /** Plain text: the browser draws the list. */
  label: string;
  /** The language of the label, when it differs from the page's (language names). */
  lang?: string;
}

/** Props of {@link NativeSelect}. */
export interface NativeSelectProps<T extends string> {
  label: ReactNode;
  value: T;
  options: readonly NativeSelectOption<T>[];
  onValueChange: (value: T) => void;
  /** Hide the label visually (it is still the control's accessible name). */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  translate?: 'yes' | 'no';
}

/**
 * A single-choice list drawn by the browser (`<select>`): no script beyond React, the platform's
 * own keyboard and touch handling, so the header can show it without loading a list component.
 * `onValueChange` only ever receives one of `options`.
 */
export function NativeSelect<T extends string>({
  label,
  value,
  options,
  onValueChange,
  hideLabel,
  disabled,
  id,
  translate,
}: NativeSelectProps<T>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={hideLabel ? 'ui-select-field' : 'field ui-select-field'}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select
        id={selectId}
        className="ui-select__trigger ui-native-select"
        value={value}
        disabled={disabled}
        translate={translate}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) onValueChange(option.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
