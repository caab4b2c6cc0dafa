import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import './form-error-list.css';

export type FormError = {
  message: string;
  /** The id of the field at fault; the message then links to it. */
  fieldId?: string;
};

export type FormErrorListProps = {
  errors: readonly FormError[];
  /** Lead form: the validation list carries this heading (docs/rules.md#lead-form). */
  heading?: string;
  /** Move focus to the list when it appears so keyboard users land on it. */
  focusOnMount?: boolean;
  className?: string;
};

/** The form's error summary. Renders nothing when there are no errors. */
export function FormErrorList({
  errors,
  heading = 'Please fix the following errors:',
  focusOnMount = true,
  className,
}: FormErrorListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors && focusOnMount) ref.current?.focus();
  }, [hasErrors, focusOnMount]);
  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-slot="form-error-list"
      className={cn('fc-form-errors', className)}
    >
      <p className="fc-form-errors__heading">{heading}</p>
      <ul className="fc-form-errors__list">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
