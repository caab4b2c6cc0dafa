export { type Data, data } from '../../trade-in/+data';
