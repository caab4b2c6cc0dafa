import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { cn } from '../lib/cn';
import '../field/field.css';
import './checkbox.css';

// A server-rendered page hydrates on a phone's main thread, so this is the
// browser's own checkbox, drawn to the kit's look, not a script-driven button:
// nothing to hydrate beyond its handler, and the form, the keyboard (Space) and
// the accessibility tree are the browser's (docs/decisions/0007-page-budgets-and-deferred-code.md).
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<
  ComponentProps<'input'>,
  'type' | 'children' | 'checked' | 'defaultChecked' | 'onChange'
> & {
  /** Label content; may hold a link, e.g. to the terms of use. */
  label: ReactNode;
  error?: string;
  /** Controlled state; 'indeterminate' reads as mixed ("some of these"). */
  checked?: CheckedState;
  defaultChecked?: boolean;
  /** The new state after the shopper toggles it (never 'indeterminate'). */
  onCheckedChange?: (checked: boolean) => void;
};

/** A labelled checkbox: `checked` / `defaultChecked` / `onCheckedChange`. */
export function Checkbox({
  label,
  error,
  id,
  className,
  checked,
  onCheckedChange,
  ref,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const errorId = error ? `${boxId}-error` : undefined;
  const box = useRef<HTMLInputElement | null>(null);
  const indeterminate = checked === 'indeterminate';
  // `indeterminate` is a property of the element with no attribute to render.
  useIsomorphicLayoutEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      box.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <div data-slot="checkbox-field" className={cn('fc-check', className)}>
      <div className="fc-check__row">
        <span className="fc-check__control">
          <input
            ref={setRef}
            type="checkbox"
            id={boxId}
            className="fc-check__box"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            checked={checked === undefined ? undefined : checked === true}
            onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
            {...props}
          />
          <svg
            className="fc-check__indicator"
            viewBox="0 0 16 16"
            width="14"
            height="14"
            aria-hidden="true"
          >
            <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
        </span>
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
