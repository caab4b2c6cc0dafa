import type { ReactNode } from 'react';

// A form's field list as data: what each field is (text, select, checkbox) and
// how fields are laid out (rows, groups). Apart from the adapters in fields.tsx,
// so code that only reads a field list (a form drawn before its code loads) does
// not load react-hook-form.

type FieldBase = {
  name: string;
  /** Marks the field required to the shopper; whether it is, is the schema's call. */
  required?: boolean;
};

export type TextFieldSpec = FieldBase & {
  kind: 'text';
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  multiline?: boolean;
  hint?: string;
  placeholder?: string;
};

export type SelectFieldSpec = FieldBase & {
  kind: 'select';
  label: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

export type CheckboxFieldSpec = FieldBase & {
  kind: 'checkbox';
  /** May hold a link, e.g. to the terms of use. */
  label: ReactNode;
};

export type FieldSpec = TextFieldSpec | SelectFieldSpec | CheckboxFieldSpec;

/** Fields side by side where there is room (first and last name). */
export type FieldRow = { kind: 'row'; fields: readonly FieldSpec[] };
/** Fields under one legend (the extra services an enquiry may ask about). */
export type FieldGroup = { kind: 'group'; legend: string; fields: readonly FieldSpec[] };

/** One entry of a field list: a field, or fields laid out together. */
export type FieldListItem = FieldSpec | FieldRow | FieldGroup;

/** The fields of a list in the order the shopper meets them. */
export function fieldsOf(items: readonly FieldListItem[]): FieldSpec[] {
  return items.flatMap((item) =>
    item.kind === 'row' || item.kind === 'group' ? [...item.fields] : [item],
  );
}

/** The field names of a list, in order: what one step validates. */
export function fieldNames(items: readonly FieldListItem[]): string[] {
  return fieldsOf(items).map((field) => field.name);
}
