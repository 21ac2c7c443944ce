import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import './ui.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** One sentence saying what the dialog is for; read when it opens. */
  description: ReactNode;
  /** The button that opens it, if any (it gets focus back on close). */
  trigger?: ReactNode;
  /** Accessible name of the close button in the corner. */
  closeLabel: string;
  children?: ReactNode;
  /** `sheet` slides in from the start edge (navigation drawer); `centered` is a modal card. */
  placement?: 'centered' | 'sheet';
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and the close button close it, focus goes
 * back to the trigger, the page behind is inert.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  closeLabel,
  children,
  placement = 'centered',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content className={`ui-dialog ui-dialog--${placement}`}>
          <div className="ui-dialog__head">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-icon-button" aria-label={closeLabel}>
              <span aria-hidden>×</span>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="muted">{description}</RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
