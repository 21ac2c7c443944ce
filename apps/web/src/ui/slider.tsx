import { useId, type ReactNode } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import './ui.css';

/** Props of {@link Slider}: one value, or two for a range. */
export interface SliderProps {
  label: ReactNode;
  /** One value, or `[low, high]` for a two-thumb range. */
  value: readonly number[];
  onValueChange: (value: number[]) => void;
  /** Called once a drag or key press ends, with the final value (send to a device here). */
  onValueCommit?: (value: number[]) => void;
  min: number;
  max: number;
  step?: number;
  /** Spoken and shown text of one thumb's value, e.g. `50 %`. */
  formatValue: (value: number) => string;
  /** Accessible names of the thumbs of a range (`Minimum`, `Maximum`); the label otherwise. */
  thumbLabels?: readonly string[];
  disabled?: boolean;
  /** Smallest distance between the thumbs of a range, in steps. */
  minStepsBetweenThumbs?: number;
}

/**
 * A slider (role `slider` per thumb): arrows move by `step`, Page Up/Down by ten steps, Home/End to
 * the ends. The formatted value is shown next to the label and given as `aria-valuetext`.
 */
export function Slider({
  label,
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step = 1,
  formatValue,
  thumbLabels,
  disabled,
  minStepsBetweenThumbs,
}: SliderProps) {
  const labelId = useId();
  return (
    <div className="field ui-slider-field">
      <div className="ui-slider-field__head">
        <span id={labelId} className="ui-slider-field__label">
          {label}
        </span>
        <output className="ui-slider-field__value" aria-hidden>
          {value.map(formatValue).join(' – ')}
        </output>
      </div>
      <RadixSlider.Root
        className="ui-slider"
        value={[...value]}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
      >
        <RadixSlider.Track className="ui-slider__track">
          <RadixSlider.Range className="ui-slider__range" />
        </RadixSlider.Track>
        {value.map((thumbValue, index) => (
          <RadixSlider.Thumb
            // The thumbs of a slider are positional; their order never changes.
            key={index}
            className="ui-slider__thumb"
            aria-labelledby={thumbLabels?.[index] === undefined ? labelId : undefined}
            aria-label={thumbLabels?.[index]}
            aria-valuetext={formatValue(thumbValue)}
          />
        ))}
      </RadixSlider.Root>
    </div>
  );
}
