export { type FormError, FormErrorList, type FormErrorListProps } from './form-error-list';
