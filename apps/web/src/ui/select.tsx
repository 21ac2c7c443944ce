import { Select as RadixSelect } from 'radix-ui';
import { SelectField, chooseOption, type SelectProps } from './select-field';

/**
 * The select that draws its list (role `combobox` with a `listbox`), keyboard operable: arrows,
 * typeahead, Enter/Space, Escape. Props, label and option rule are the shared ones of
 * `./select-field`; `NativeSelect` is the same select drawn by the browser.
 */
export function Select<T extends string>({
  label,
  value,
  options,
  onValueChange,
  hideLabel,
  disabled,
  id,
  translate,
}: SelectProps<T>) {
  const current = options.find((option) => option.value === value);
  return (
    <SelectField label={label} hideLabel={hideLabel} id={id}>
      {(controlId) => (
        <RadixSelect.Root
          value={value}
          disabled={disabled}
          onValueChange={chooseOption(options, onValueChange)}
        >
          <RadixSelect.Trigger id={controlId} className="ui-select__trigger" translate={translate}>
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
                    translate={translate}
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
      )}
    </SelectField>
  );
}
