import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import '../field/field.css';
import './checkbox.css';

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'> & {
  /** Label content; may hold a link, e.g. to the terms of use. */
  label: ReactNode;
  error?: string;
};

/** A labelled checkbox over Radix: `checked` / `defaultChecked` / `onCheckedChange`. */
export function Checkbox({ label, error, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div data-slot="checkbox-field" className={cn('fc-check', className)}>
      <div className="fc-check__row">
        <RadixCheckbox.Root
          id={boxId}
          className="fc-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        >
          <RadixCheckbox.Indicator className="fc-check__indicator">
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={boxId} className="fc-check__label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} data-slot="field-error" className="fc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
