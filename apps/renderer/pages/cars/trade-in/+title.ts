export { default } from '../../trade-in/+title';
