import type { ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import './ui.css';

/** One entry of a {@link DropdownMenu}. */
export interface DropdownMenuItem {
  /** Stable identity of the entry (React key). */
  id: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** The button that opens the menu; rendered as is. */
  trigger: ReactNode;
  items: readonly DropdownMenuItem[];
  align?: 'start' | 'center' | 'end';
}

/**
 * A menu of actions (role `menu`): arrows move, Enter or Space choose, Escape closes and focus
 * returns to the trigger, typing a letter jumps to an entry.
 */
export function DropdownMenu({ trigger, items, align = 'end' }: DropdownMenuProps) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="ui-select__content" align={align} sideOffset={4}>
          {items.map((item) => (
            <RadixMenu.Item
              key={item.id}
              className="ui-select__item"
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
