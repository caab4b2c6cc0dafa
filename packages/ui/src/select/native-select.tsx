import { type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../lib/cn';
import '../field/field.css';
import './select.css';
import { isGroup, type SelectGroup, type SelectOption } from './options';

export type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'value' | 'defaultValue' | 'onChange'
> & {
  label: string;
  /** Flat options, or groups (shown as the browser's own option groups). */
  options: readonly (SelectOption | SelectGroup)[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** An empty first option, chosen while nothing else is. */
  placeholder?: string;
  error?: string;
  hideLabel?: boolean;
  className?: string;
};

function Option({ option }: { option: SelectOption }) {
  return (
    <option value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
}

/**
 * The browser's own select, labelled and styled like the kit's fields. For
 * controls a page shows before anyone touches them (the search page's sort
 * and facet dropdowns): it needs no script to draw, a phone opens its own
 * picker, and keyboard and screen readers get the platform's behaviour.
 * `Select` (over Radix) stays for forms inside dialogs.
 */
export function NativeSelect({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  error,
  hideLabel = false,
  className,
  id: givenId,
  ...props
}: NativeSelectProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div data-slot="select" className={cn('fc-field', className)}>
      <label htmlFor={id} className={hideLabel ? 'fc-visually-hidden' : 'fc-field__label'}>
        {label}
      </label>
      <div className="fc-native-select">
        <select
          {...props}
          id={id}
          className="fc-input fc-native-select__control"
          value={value}
          defaultValue={
            value === undefined ? (defaultValue ?? (placeholder ? '' : undefined)) : undefined
          }
          onChange={(event) => onValueChange?.(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((item) =>
            isGroup(item) ? (
              <optgroup key={item.label} label={item.label}>
                {item.options.map((option) => (
                  <Option key={option.value} option={option} />
                ))}
              </optgroup>
            ) : (
              <Option key={item.value} option={item} />
            ),
          )}
        </select>
        <svg
          className="fc-native-select__icon"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      {error ? (
        <p id={errorId} data-slot="field-error" className="fc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
