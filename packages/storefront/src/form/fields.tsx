import { Checkbox, type FormError, FormErrorList, Select, TextField } from '@forecourt/ui';
import { useCallback } from 'react';
import { useController, useFormState } from 'react-hook-form';
import {
  type CheckboxFieldSpec,
  type FieldListItem,
  type FieldSpec,
  fieldNames,
  type SelectFieldSpec,
  type TextFieldSpec,
} from './field-list';
import { errorMessage, useSchemaFormContext } from './use-schema-form';
import './form.css';

// A form's field list and the adapters that bind each kind of field to the UI
// kit's inputs (TextField, Select, Checkbox in packages/ui). A spec says what
// the shopper sees; the value, the error and the focus come from the form.

export type {
  CheckboxFieldSpec,
  FieldGroup,
  FieldListItem,
  FieldRow,
  FieldSpec,
  SelectFieldSpec,
  TextFieldSpec,
} from './field-list';
export { fieldNames, fieldsOf } from './field-list';

const FOCUSABLE = 'input:not([aria-hidden="true"]), textarea, button:not([aria-hidden="true"])';

/**
 * One field bound to the form: its value, its error, and a slot react-hook-form
 * focuses through. The slot is the adapter's wrapper, so focus reaches the
 * input whatever the UI kit renders (a Radix trigger button, a textarea).
 */
function useSchemaField(name: string) {
  const schemaForm = useSchemaFormContext();
  const { field, fieldState } = useController({ name, control: schemaForm.form.control });
  const invalid = fieldState.invalid;
  const { onChange } = field;
  const { trigger } = schemaForm.form;
  const change = useCallback(
    (value: unknown) => {
      onChange(value);
      // A field showing an error is checked again as it changes (react-hook-form's
      // re-validation after a failed submit, kept per field because steps submit
      // a part of the form).
      if (invalid) void trigger(name);
    },
    [onChange, invalid, trigger, name],
  );
  const { ref } = field;
  const slot = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) ref({ focus: () => node.querySelector<HTMLElement>(FOCUSABLE)?.focus() });
    },
    [ref],
  );
  return {
    id: schemaForm.fieldId(name),
    value: field.value,
    error: fieldState.error?.message,
    change,
    blur: field.onBlur,
    slot,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export function FormTextField({ field }: { field: TextFieldSpec }) {
  const { id, value, error, change, blur, slot } = useSchemaField(field.name);
  return (
    <div ref={slot} data-slot="form-field" data-name={field.name} className="fc-form-field">
      <TextField
        id={id}
        name={field.name}
        label={field.label}
        type={field.type}
        required={field.required}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        maxLength={field.maxLength}
        multiline={field.multiline}
        hint={field.hint}
        placeholder={field.placeholder}
        value={text(value)}
        error={error}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={blur}
      />
    </div>
  );
}

export function FormSelect({ field }: { field: SelectFieldSpec }) {
  const { value, error, change, slot } = useSchemaField(field.name);
  return (
    <div ref={slot} data-slot="form-field" data-name={field.name} className="fc-form-field">
      <Select
        name={field.name}
        label={field.label}
        placeholder={field.placeholder}
        options={field.options}
        value={text(value)}
        onValueChange={change}
        error={error}
        required={field.required}
      />
    </div>
  );
}

export function FormCheckbox({ field }: { field: CheckboxFieldSpec }) {
  const { id, value, error, change, slot } = useSchemaField(field.name);
  return (
    <div ref={slot} data-slot="form-field" data-name={field.name} className="fc-form-field">
      <Checkbox
        id={id}
        name={field.name}
        label={field.label}
        checked={value === true}
        onCheckedChange={(checked) => change(checked === true)}
        error={error}
        aria-required={field.required ? true : undefined}
      />
    </div>
  );
}

/** One field of a list, with the adapter its kind takes. */
export function FormField({ field }: { field: FieldSpec }) {
  switch (field.kind) {
    case 'text':
      return <FormTextField field={field} />;
    case 'select':
      return <FormSelect field={field} />;
    case 'checkbox':
      return <FormCheckbox field={field} />;
    default:
      return field satisfies never;
  }
}

/** A field list (one step's), in order, rows and groups laid out. */
export function FormFields({ items }: { items: readonly FieldListItem[] }) {
  return items.map((item) => {
    switch (item.kind) {
      case 'row':
        return (
          <div key={fieldNames([item]).join(' ')} data-slot="form-row" className="fc-form-row">
            {item.fields.map((field) => (
              <FormField key={field.name} field={field} />
            ))}
          </div>
        );
      case 'group':
        return (
          <fieldset key={item.legend} data-slot="form-group" className="fc-form-group">
            <legend>{item.legend}</legend>
            {item.fields.map((field) => (
              <FormField key={field.name} field={field} />
            ))}
          </fieldset>
        );
      default:
        return <FormField key={item.name} field={item} />;
    }
  });
}

export type FormErrorSummaryProps = {
  /** The fields on show, in order: the list follows it and links each message to its input. */
  fields: readonly FieldSpec[];
  /** Lead form: 'Please fix the following errors:' (the UI kit's default) (docs/rules.md#lead-form). */
  heading?: string;
  className?: string;
};

/**
 * The list of problems above the fields, in the fields' order, each linked to
 * its input; problems with no field on show (a server's) follow unlinked. Focus
 * stays on the first invalid field, where validation put it; the list is an
 * alert, so it is announced all the same.
 */
export function FormErrorSummary({ fields, heading, className }: FormErrorSummaryProps) {
  const { form, fieldId } = useSchemaFormContext();
  const { errors } = useFormState({ control: form.control });
  const shown = new Set(fields.map((field) => field.name));
  const list: FormError[] = [];
  for (const field of fields) {
    const message = errorMessage(errors, field.name);
    if (!message) continue;
    // A Radix select's trigger has the UI kit's own id, so its message is not a link.
    list.push(field.kind === 'select' ? { message } : { message, fieldId: fieldId(field.name) });
  }
  for (const name of Object.keys(errors)) {
    const message = errorMessage(errors, name);
    if (message && !shown.has(name)) list.push({ message });
  }
  return (
    <FormErrorList errors={list} heading={heading} focusOnMount={false} className={className} />
  );
}
