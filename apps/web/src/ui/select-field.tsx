import { useId, type ReactNode } from 'react';
import './ui.css';

/**
 * The one home of Glide's single-choice lists. Two controls draw them — `NativeSelect`, the
 * browser's own `<select>` (no script; the header, the player bar, the debug tools), and `Select`,
 * which draws its list (Radix) — and both are this: the same props, the same labelled field, the
 * same rule that a change hands back one of the options and nothing else.
 */

/** One choice of a select. */
export interface SelectOption<T extends string> {
  value: T;
  /** Plain text: a native list can show nothing else, and both lists show the same options. */
  label: string;
  /** The language of the label, when it differs from the page's (language names). */
  lang?: string;
}

/** Props of a select, whichever draws it. */
export interface SelectProps<T extends string> {
  /** The control's accessible name. */
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  /** Called with one of `options` only, never with another value. */
  onValueChange: (value: T) => void;
  /** Hide the label visually (it is still the control's accessible name). */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  /** `no` keeps browsers from translating the choices (language names, event names). */
  translate?: 'yes' | 'no';
}

/**
 * What a select does with a value its control reports: hands the matching option's value to
 * `onValueChange`, and drops anything that is not one of `options`.
 */
export function chooseOption<T extends string>(
  options: readonly SelectOption<T>[],
  onValueChange: (value: T) => void,
): (raw: string) => void {
  return (raw) => {
    const option = options.find((candidate) => candidate.value === raw);
    if (option) onValueChange(option.value);
  };
}

/** Props of {@link SelectField}. */
interface SelectFieldProps {
  label: ReactNode;
  hideLabel?: boolean;
  id?: string;
  /** The control, given the id its label points at. */
  children: (controlId: string) => ReactNode;
}

/** The labelled field around a select's control: the label names the control by its id. */
export function SelectField({ label, hideLabel, id, children }: SelectFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={hideLabel ? 'ui-select-field' : 'field ui-select-field'}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children(controlId)}
    </div>
  );
}
