import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import './ui.css';

/** One tab of {@link Tabs}. */
export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  orientation?: 'horizontal' | 'vertical';
}

/** Tabs (roles `tablist`, `tab`, `tabpanel`): arrows move between tabs, Tab enters the panel. */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onValueChange,
  orientation = 'horizontal',
}: TabsProps<T>) {
  return (
    <RadixTabs.Root
      className={`ui-tabs ui-tabs--${orientation}`}
      value={value}
      orientation={orientation}
      onValueChange={(next) => {
        const item = items.find((candidate) => candidate.value === next);
        if (item) onValueChange(item.value);
      }}
    >
      <RadixTabs.List className="ui-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="ui-tabs__tab">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ui-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
