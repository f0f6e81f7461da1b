import './choice-chips.css';

export interface ChoiceChipsProps<V extends string | number> {
  /** The group's name, read as its legend. */
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** One choice out of a few, as a row of chips: real radio buttons (keyboard, screen readers) styled as chips. */
export function ChoiceChips<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoiceChipsProps<V>) {
  return (
    <fieldset className="choice-chips">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice-chips__chip">
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
