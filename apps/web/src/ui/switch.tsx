import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import './ui.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** An on/off switch (role `switch`) with its label; Space and Enter toggle it. */
export function Switch({
  label,
  checked,
  onCheckedChange,
  description,
  disabled,
  id,
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = `${switchId}-description`;
  return (
    <div className="ui-switch-field">
      <RadixSwitch.Root
        id={switchId}
        className="ui-switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
      >
        <RadixSwitch.Thumb className="ui-switch__thumb" />
      </RadixSwitch.Root>
      <div className="ui-switch-field__text">
        <label htmlFor={switchId}>{label}</label>
        {description && (
          <small id={descriptionId} className="muted">
            {description}
          </small>
        )}
      </div>
    </div>
  );
}
