import type { ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import './ui.css';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that opens it (a button); rendered as is. */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the popover's dialog. */
  label: string;
  align?: 'start' | 'center' | 'end';
}

/**
 * A non-modal panel anchored to its trigger (role `dialog`): focus moves in on open, Escape and a
 * click outside close it, focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  label,
  align = 'end',
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="ui-popover"
          aria-label={label}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
