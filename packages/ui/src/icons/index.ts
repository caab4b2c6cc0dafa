export { HeartIcon } from './heart-icon';
