export { Chip, type ChipProps } from './chip';
