import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Props of {@link DisclosureButton}: a `<button>`'s, less what the toggle owns. */
export interface DisclosureButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'onClick' | 'aria-expanded' | 'aria-controls' | 'children'
> {
  /** Whether the part it shows and hides is shown. */
  open: boolean;
  /** Called with the state a press asks for, `!open`. */
  onOpenChange: (open: boolean) => void;
  /**
   * The id of the part it shows and hides, when that part stays in the page (`hidden` while
   * closed); a part that is not rendered while closed has no id to point at.
   */
  controls?: string;
  /**
   * The sign beside the label, hidden from screen readers (`aria-expanded` says it to them): a
   * triangle before it (▸ closed, ▾ open), a chevron after it (▾ closed, ▴ open), or none.
   */
  sign?: 'triangle' | 'chevron';
  /** Class of the sign's element. */
  signClassName?: string;
  /** The label: the name of what it shows, the same whether open or closed. */
  children: ReactNode;
}

/**
 * The button of a disclosure: it shows and hides a part of the page and says which with
 * `aria-expanded` (and `aria-controls`, when the part stays in the page). A plain `<button>`, so
 * Enter and Space press it; the look is the caller's (`className`).
 */
export function DisclosureButton({
  open,
  onOpenChange,
  controls,
  sign,
  signClassName,
  children,
  ...props
}: DisclosureButtonProps) {
  const signElement = (text: string) => (
    <span aria-hidden="true" className={signClassName}>
      {text}
    </span>
  );
  return (
    <button
      {...props}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    >
      {sign === 'triangle' && signElement(open ? '▾' : '▸')}
      {children}
      {sign === 'chevron' && signElement(open ? '▴' : '▾')}
    </button>
  );
}
