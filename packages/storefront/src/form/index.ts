// The storefront's one form layer (docs/decisions/0018-one-form-layer.md): react-hook-form over a zod schema
// from core, a field list, and adapters for the UI kit's inputs. Steps and the
// submission stay with the form's machine.
export {
  type CheckboxFieldSpec,
  type FieldGroup,
  type FieldListItem,
  type FieldRow,
  type FieldSpec,
  FormCheckbox,
  FormErrorSummary,
  type FormErrorSummaryProps,
  FormField,
  FormFields,
  FormSelect,
  FormTextField,
  fieldNames,
  fieldsOf,
  type SelectFieldSpec,
  type TextFieldSpec,
} from './fields';
export { PrivacyNotice, type PrivacyNoticeProps } from './privacy-notice';
export {
  errorMessage,
  type FormSchema,
  type FormValues,
  type SchemaForm,
  SchemaFormProvider,
  type UseSchemaFormOptions,
  useSchemaForm,
  useSchemaFormContext,
} from './use-schema-form';
