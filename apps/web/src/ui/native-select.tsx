import { SelectField, chooseOption, type SelectProps } from './select-field';

/**
 * The select drawn by the browser (`<select>`): no script beyond React, the platform's own keyboard
 * and touch handling, so the header can show it without loading a list component. Props, label and
 * option rule are the shared ones of `./select-field`.
 */
export function NativeSelect<T extends string>({
  label,
  value,
  options,
  onValueChange,
  hideLabel,
  disabled,
  id,
  translate,
}: SelectProps<T>) {
  const choose = chooseOption(options, onValueChange);
  return (
    <SelectField label={label} hideLabel={hideLabel} id={id}>
      {(controlId) => (
        <select
          id={controlId}
          className="ui-select__trigger ui-native-select"
          value={value}
          disabled={disabled}
          translate={translate}
          onChange={(event) => choose(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </SelectField>
  );
}
