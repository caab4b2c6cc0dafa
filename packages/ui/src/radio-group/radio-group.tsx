import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn';
import '../checkbox/checkbox.css';
import '../field/field.css';
import './radio-group.css';

export type RadioOption = { value: string; label: string; disabled?: boolean };

export type RadioGroupProps = Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children'> & {
  label: string;
  options: readonly RadioOption[];
  error?: string;
};

/** A labelled group of radios over Radix: arrow keys move and select; `value` / `onValueChange`. */
export function RadioGroup({ label, options, error, className, ...props }: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div data-slot="radio-group" className={cn('fc-field', className)}>
      <span id={labelId} className="fc-field__label">
        {label}
      </span>
      <RadixRadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className="fc-radio"
        {...props}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="fc-radio__row">
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className="fc-radio__item"
              >
                <RadixRadioGroup.Indicator className="fc-radio__dot" />
              </RadixRadioGroup.Item>
              <label htmlFor={itemId}>{option.label}</label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {error ? (
        <p id={errorId} data-slot="field-error" className="fc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
