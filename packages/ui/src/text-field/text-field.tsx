import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn';
import '../field/field.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  id?: string;
  hint?: string;
  /** The message to show under the field; its presence marks the field invalid. */
  error?: string;
  /** Multi-line message box instead of a single-line input. */
  multiline?: boolean;
  rows?: number;
};

/** A labelled text input with hint and error, wired with aria-invalid and aria-describedby. */
export function TextField({
  label,
  id,
  hint,
  error,
  required,
  className,
  multiline = false,
  rows = 4,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: inputId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'fc-input',
  };
  return (
    <div
      data-slot="text-field"
      data-invalid={error ? '' : undefined}
      className={cn('fc-field', className)}
    >
      <label htmlFor={inputId} className="fc-field__label">
        {label}
        {required ? (
          <span aria-hidden="true" className="fc-field__required">
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={rows}
          name={props.name}
          placeholder={props.placeholder}
          value={props.value}
          defaultValue={props.defaultValue}
          maxLength={props.maxLength}
          disabled={props.disabled}
          onChange={props.onChange as unknown as ComponentProps<'textarea'>['onChange']}
          onBlur={props.onBlur as unknown as ComponentProps<'textarea'>['onBlur']}
        />
      ) : (
        <input type="text" {...props} {...shared} />
      )}
      {hint ? (
        <p id={hintId} className="fc-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="fc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
