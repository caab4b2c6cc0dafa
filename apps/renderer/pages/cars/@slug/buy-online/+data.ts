export { type Data, data } from '../checkout/+data';
