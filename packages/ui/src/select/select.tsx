import { Select as RadixSelect } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn';
import '../field/field.css';
import './select.css';

import { isGroup, type SelectGroup, type SelectOption } from './options';

export type { SelectGroup, SelectOption } from './options';

export type SelectProps = Omit<ComponentProps<typeof RadixSelect.Root>, 'children'> & {
  label: string;
  /** Flat options, or groups (e.g. models grouped by body category, docs/rules.md#model-range). */
  options: readonly (SelectOption | SelectGroup)[];
  placeholder?: string;
  error?: string;
  hideLabel?: boolean;
  className?: string;
};

function Item({ option }: { option: SelectOption }) {
  return (
    <RadixSelect.Item value={option.value} disabled={option.disabled} className="fc-select__item">
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
      <RadixSelect.ItemIndicator className="fc-select__check">
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
        </svg>
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
}

/** A labelled select over Radix: `value` / `defaultValue` / `onValueChange`, typeahead and arrows. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hideLabel = false,
  className,
  ...props
}: SelectProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div data-slot="select" className={cn('fc-field', className)}>
      <label htmlFor={id} className={hideLabel ? 'fc-visually-hidden' : 'fc-field__label'}>
        {label}
      </label>
      <RadixSelect.Root {...props}>
        <RadixSelect.Trigger
          id={id}
          className="fc-input fc-select__trigger"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className="fc-select__icon">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="fc-select__content" position="popper" sideOffset={4}>
            <RadixSelect.Viewport className="fc-select__viewport">
              {options.map((item) =>
                isGroup(item) ? (
                  <RadixSelect.Group key={item.label}>
                    <RadixSelect.Label className="fc-select__group-label">
                      {item.label}
                    </RadixSelect.Label>
                    {item.options.map((option) => (
                      <Item key={option.value} option={option} />
                    ))}
                  </RadixSelect.Group>
                ) : (
                  <Item key={item.value} option={item} />
                ),
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {error ? (
        <p id={errorId} data-slot="field-error" className="fc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
