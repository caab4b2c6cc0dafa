export { type Data, data } from '../../content/+data';
