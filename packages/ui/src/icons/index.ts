export { CaretIcon } from './caret-icon';
export { HeartIcon } from './heart-icon';
