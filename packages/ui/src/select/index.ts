export { NativeSelect, type NativeSelectProps } from './native-select';
export {
  Select,
  type SelectGroup,
  type SelectOption,
  type SelectProps,
} from './select';
