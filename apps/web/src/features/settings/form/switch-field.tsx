import type { ReactNode } from 'react';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '../../../ui';
import type { AutosaveForm } from './use-autosave-form';

/** Props of {@link SwitchField}. */
export interface SwitchFieldProps<V extends FieldValues> {
  autosave: AutosaveForm<V>;
  name: FieldPathByValue<V, boolean>;
  label: ReactNode;
  description?: ReactNode;
}

/** An on/off setting of an autosave form: saved as soon as it is toggled. */
export function SwitchField<V extends FieldValues>({
  autosave,
  name,
  label,
  description,
}: SwitchFieldProps<V>) {
  const { field } = useController({ control: autosave.form.control, name });
  return (
    <Switch
      label={label}
      description={description}
      checked={field.value === true}
      onCheckedChange={(checked) => {
        field.onChange(checked);
        void autosave.commit();
      }}
    />
  );
}
