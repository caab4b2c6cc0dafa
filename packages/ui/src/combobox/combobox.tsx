import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '../lib/cn';
import '../field/field.css';
import './combobox.css';

// A text box with a list of suggestions under it: the ARIA combobox pattern with a
// listbox popup and list autocomplete (the WAI-ARIA Authoring Practices' "list
// autocomplete with manual selection"). Focus stays in the box; the arrow keys move a
// highlight through the options (announced through aria-activedescendant), Enter
// chooses the highlighted one, Escape closes the list, and a click or tap on an option
// chooses it without taking focus from the box. With nothing highlighted, Enter does
// what Enter in the box did before (submits its form). The kit draws; the caller owns
// the value, the options and what choosing does.

export type ComboboxOption = {
  /** Unique among the options. */
  id: string;
  label: string;
  /** Drawn after the label, smaller (a count, a kind). Part of the option's name. */
  detail?: string;
};

export type ComboboxProps = {
  /** The box's accessible name (drawn visually hidden: the placeholder and icon say it). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** The shopper chose an option (Enter on it, or a click). */
  onChoose: (option: ComboboxOption) => void;
  /** The list should close (Escape, or the box lost focus). */
  onDismiss: () => void;
  /** The box took focus (a caller may offer options before anything is typed). */
  onFocus?: () => void;
  /** The list's accessible name. */
  listLabel?: string;
  placeholder?: string;
  name?: string;
  type?: 'search' | 'text';
  inputClassName?: string;
  className?: string;
  /**
   * `overlay` (default): the list floats over what is below the box. `inline`: it takes
   * its place in the page and pushes what is below down, so it never half-covers other
   * controls (a filter sidebar's checkboxes).
   */
  placement?: 'overlay' | 'inline';
  /** Drawn after the box, inside the wrapper (a submit button). */
  children?: ReactNode;
};

const optionDomId = (listId: string, index: number) => `${listId}-option-${index}`;

export function Combobox({
  label,
  value,
  onValueChange,
  options,
  onChoose,
  onDismiss,
  onFocus,
  listLabel = 'Suggestions',
  placeholder,
  name,
  type = 'search',
  inputClassName,
  className,
  placement = 'overlay',
  children,
}: ComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const [active, setActive] = useState(-1);
  const open = options.length > 0;
  const optionKey = options.map((o) => o.id).join('\n');
  // New options: nothing is highlighted until the shopper moves to one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the option list changes
  useEffect(() => setActive(-1), [optionKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i >= last ? 0 : i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      onChoose(options[active]);
    } else if (event.key === 'Escape') {
      // The list closes; the box keeps what was typed (a second Escape clears a search box).
      event.preventDefault();
      setActive(-1);
      onDismiss();
    }
  };

  return (
    <div className={cn('fc-combobox', className)} data-placement={placement}>
      <label htmlFor={inputId} className="fc-visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type={type}
        role="combobox"
        className={cn('fc-input', inputClassName)}
        placeholder={placeholder}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionDomId(listId, active) : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={() => {
          if (open) onDismiss();
        }}
      />
      {children}
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="fc-combobox__list"
        hidden={!open}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the box's arrow keys and Enter choose options; focus never leaves it
          <div
            key={option.id}
            // Options are pointed at from the box (aria-activedescendant), never tabbed to.
            tabIndex={-1}
            id={optionDomId(listId, index)}
            role="option"
            aria-selected={index === active}
            className="fc-combobox__option"
            data-active={index === active ? '' : undefined}
            // Keeps focus in the box, so its blur does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => onChoose(option)}
          >
            <span className="fc-combobox__label">{option.label}</span>
            {option.detail ? (
              <span className="fc-combobox__detail">
                <span className="fc-visually-hidden">, </span>
                {option.detail}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <div role="status" className="fc-visually-hidden">
        {open
          ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose one.`
          : ''}
      </div>
    </div>
  );
}
