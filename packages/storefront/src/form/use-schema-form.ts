import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useCallback, useContext, useId, useMemo, useRef } from 'react';
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';

// The one form layer of the storefront (docs/decisions/0018-one-form-layer.md): react-hook-form holds what
// the shopper typed, core's zod schema (through @hookform/resolvers) decides
// what is wrong with it, and a machine owns the steps and the submission. A
// form is a schema from core, a field list (fields.tsx) and a machine; nothing
// here knows which form it is.

/** A form's values as its inputs hold them: text, a tick, a choice, by field name. */
export type FormValues = Record<string, unknown>;

/**
 * A zod 4 schema, as core exports them (`leadFormSchema(config)`). The form
 * parses with it only to find the problems; the machine parses again with core
 * when it builds what it sends, so the values handed over stay the raw ones.
 */
export type FormSchema = { _zod: { input: FormValues; output: unknown } };

export type UseSchemaFormOptions = {
  schema: FormSchema;
  /** Every field's starting value; '' for an empty text, false for an unticked box. */
  defaultValues: FormValues;
};

export type SchemaForm = {
  /** react-hook-form's own API, for what this layer does not wrap. */
  form: UseFormReturn<FormValues>;
  /** The id of a field's input: its label's target and the error summary's link. */
  fieldId(name: string): string;
  /**
   * Checks the named fields (a step's) against the schema, or every field when
   * none are named. Problems elsewhere in the schema do not count, and errors
   * left from an earlier check or the server are cleared first. On failure the
   * first invalid field, in the order given, takes focus.
   */
  validate(names?: readonly string[]): Promise<boolean>;
  /**
   * Shows problems found elsewhere (a machine's own check, the server's field
   * errors) on their fields and focuses the first of them in `order`.
   */
  showErrors(errors: Readonly<Record<string, string>>, order?: readonly string[]): void;
  /** The values as the inputs hold them now. */
  values(): FormValues;
};

/**
 * react-hook-form with a zod schema from core as its resolver. Validation runs
 * only when asked (`validate`, normally a step's Next) and then again on each
 * change of a field that shows an error, so a message goes away as soon as the
 * field is right and never appears while the shopper is still typing.
 */
export function useSchemaForm({ schema, defaultValues }: UseSchemaFormOptions): SchemaForm {
  // The schema may follow the site's settings; the resolver reads the current one.
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver = useMemo<Resolver<FormValues>>(
    () => (values, context, options) =>
      // raw: the form keeps what was typed; parsed values are the machine's business.
      zodResolver(schemaRef.current, undefined, { raw: true })(values, context, options),
    [],
  );
  const form = useForm<FormValues>({ resolver, defaultValues, shouldFocusError: true });
  const idPrefix = useId();

  const fieldId = useCallback(
    (name: string) => `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`,
    [idPrefix],
  );

  const validate = useCallback(
    async (names?: readonly string[]) => {
      form.clearErrors();
      return form.trigger(names ? [...names] : undefined, { shouldFocus: true });
    },
    [form],
  );

  const showErrors = useCallback(
    (errors: Readonly<Record<string, string>>, order: readonly string[] = []) => {
      const names = Object.keys(errors);
      for (const name of names) {
        form.setError(name, { type: 'external', message: errors[name] ?? '' });
      }
      const first = order.find((name) => names.includes(name));
      if (first) form.setFocus(first);
    },
    [form],
  );

  const values = useCallback(() => form.getValues(), [form]);

  return useMemo(
    () => ({ form, fieldId, validate, showErrors, values }),
    [form, fieldId, validate, showErrors, values],
  );
}

const SchemaFormContext = createContext<SchemaForm | null>(null);

export const SchemaFormProvider = SchemaFormContext.Provider;

/** The form a field adapter belongs to; outside a SchemaFormProvider is a wiring bug. */
export function useSchemaFormContext(): SchemaForm {
  const form = useContext(SchemaFormContext);
  if (!form) {
    throw new Error(
      'useSchemaFormContext: a form field was rendered outside <SchemaFormProvider>; wrap the form in <SchemaFormProvider value={useSchemaForm(...)}>',
    );
  }
  return form;
}

/** The message of one field's error, whatever shape react-hook-form keeps it in. */
export function errorMessage(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
