import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './ui.css';

/** Props of {@link TextField}: every `<input>` prop plus its label, help and error texts. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  /** Help shown under the field and announced with it. */
  description?: ReactNode;
  /** A validation message; marks the field invalid and is announced with it. */
  error?: ReactNode;
  id?: string;
}

/**
 * A labelled text input. The description and the error are tied to the input with
 * `aria-describedby` so screen readers read them with the field.
 */
export function TextField({ label, description, error, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {description && <small id={descriptionId}>{description}</small>}
      {error && (
        <small id={errorId} className="error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
