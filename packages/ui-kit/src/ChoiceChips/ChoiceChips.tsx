import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './ChoiceChips.css';

export interface ChoiceChipsProps<V extends string | number> {
  /** The group's name, read as its legend. */
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/** One choice out of a few, as a row of chips: real radio buttons (keyboard, screen readers) styled as chips. */
export function ChoiceChips<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: ChoiceChipsProps<V>) {
  return (
    <fieldset className={cx('uk-choice-chips', className)}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="uk-choice-chips__chip">
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
