import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransportKind } from '@glide/core';
import './transport-picker.css';

/** Props of {@link TransportPicker}. */
export interface TransportPickerProps {
  value: TransportKind;
  onChange: (value: TransportKind) => void;
  /** While a script loads or plays the choice is locked. */
  disabled?: boolean;
  /** The transport the project's measurements favour; marked "Recommended". */
  recommended?: TransportKind;
}

const KINDS: readonly TransportKind[] = ['hsp', 'hssp'];

/**
 * The choice of how the script reaches the device, as a radio group that says plainly what each
 * does, above all where the script goes: HSSP uploads it to the device maker's script host, HSP
 * keeps it in this browser. Native radios: arrows move the choice, Tab leaves the group.
 */
export function TransportPicker({ value, onChange, disabled, recommended }: TransportPickerProps) {
  const { t } = useTranslation('player');
  const name = useId();
  return (
    <fieldset className="player-transport" disabled={disabled}>
      <legend className="player-transport__legend">{t('transport.legend')}</legend>
      {KINDS.map((kind) => {
        const id = `${name}-${kind}`;
        return (
          <div key={kind} className="player-transport__option">
            <label className="player-transport__label" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name={name}
                value={kind}
                checked={value === kind}
                aria-describedby={`${id}-description`}
                onChange={() => onChange(kind)}
              />
              <span className="player-transport__title">{t(`transport.${kind}.title`)}</span>
              {recommended === kind && ' '}
              {recommended === kind && (
                <span className="player-transport__badge">{t('transport.recommended')}</span>
              )}
            </label>
            <p id={`${id}-description`} className="player-transport__description">
              {t(`transport.${kind}.description`)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
