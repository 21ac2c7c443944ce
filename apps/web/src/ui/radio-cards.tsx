import { useRef, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import './ui.css';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** One card of {@link RadioCards}. */
export interface RadioCardOption<T extends string> {
  value: T;
  title: ReactNode;
  description?: ReactNode;
  /** Decorative picture; hidden from assistive technology. */
  art?: ReactNode;
}

/** Props of {@link RadioCards}. */
export interface RadioCardsProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  value: T | undefined;
  options: readonly RadioCardOption<T>[];
  onValueChange: (value: T) => void;
}

/**
 * A choice between a few large cards (role `radiogroup`): Tab enters the group, arrows move and
 * select, the checked card is outlined and marked with a check.
 */
export function RadioCards<T extends string>({
  label,
  value,
  options,
  onValueChange,
}: RadioCardsProps<T>) {
  // Radix checks the radio that an arrow key focuses only while the key is still down; a quick
  // tap (or a key sent by assistive technology) can end before the focus moves. So an arrow key
  // also marks the next focus inside the group as a choice.
  const arrowPressed = useRef(false);
  return (
    <RadioGroup.Root
      className="ui-radio-cards"
      aria-label={label}
      value={value ?? ''}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onValueChange(option.value);
      }}
      onKeyDown={(event) => {
        arrowPressed.current = ARROW_KEYS.has(event.key);
      }}
      onBlur={(event) => {
        // Only when the focus leaves the group: moving between cards blurs one card first.
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) {
          arrowPressed.current = false;
        }
      }}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className="ui-radio-card"
          onFocus={() => {
            if (!arrowPressed.current) return;
            arrowPressed.current = false;
            onValueChange(option.value);
          }}
        >
          {option.art && (
            <span className="ui-radio-card__art" aria-hidden>
              {option.art}
            </span>
          )}
          <span className="ui-radio-card__title">{option.title}</span>
          {option.description && (
            <span className="ui-radio-card__description">{option.description}</span>
          )}
          <RadioGroup.Indicator className="ui-radio-card__check" aria-hidden>
            ✓
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
