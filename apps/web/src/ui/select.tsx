import { useId, type ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import './ui.css';

/** One choice of a {@link Select}. */
export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
  /** The language of the label, when it differs from the page's (language names). */
  lang?: string;
}

/** Props of {@link Select}. */
export interface SelectProps<T extends string> {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  /** Hide the label visually (it is still the control's accessible name). */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  /** Extra attributes for the trigger, e.g. `translate="no"` for language names. */
  triggerTranslate?: 'yes' | 'no';
}

/**
 * A single-choice list (role `combobox` with a `listbox`), keyboard operable: arrows, typeahead,
 * Enter/Space, Escape. The chosen value is matched back to an option, so `onValueChange` only ever
 * receives one of `options`.
 */
export function Select<T extends string>({
  label,
  value,
  options,
  onValueChange,
  hideLabel,
  disabled,
  id,
  triggerTranslate,
}: SelectProps<T>) {
  const generated = useId();
  const triggerId = id ?? generated;
  const current = options.find((option) => option.value === value);
  return (
    <div className={hideLabel ? 'ui-select-field' : 'field ui-select-field'}>
      <label htmlFor={triggerId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <RadixSelect.Root
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onValueChange(option.value);
        }}
      >
        <RadixSelect.Trigger
          id={triggerId}
          className="ui-select__trigger"
          translate={triggerTranslate}
        >
          <RadixSelect.Value>
            <span lang={current?.lang}>{current?.label}</span>
          </RadixSelect.Value>
          <RadixSelect.Icon className="ui-select__icon" aria-hidden>
            ▾
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="ui-select__content" position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="ui-select__item"
                  translate={triggerTranslate}
                >
                  <RadixSelect.ItemText>
                    <span lang={option.lang}>{option.label}</span>
                  </RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className="ui-select__check" aria-hidden>
                    ✓
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
