import type { ComponentPropsWithRef } from 'react';
import './ui.css';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** Props of {@link Button}: every `<button>` prop plus a variant. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/**
 * A button with the house look. `type` defaults to `button` so that a button inside a form never
 * submits it by accident; pass `type="submit"` where that is meant.
 */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
