export { default } from '../checkout/+title';
