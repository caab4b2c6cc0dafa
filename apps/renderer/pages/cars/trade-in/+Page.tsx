// /cars/trade-in?car_id={id} is a fixed path that must win over /cars/@slug: the
// trade-in page with the car being bought.
export { default } from '../../trade-in/+Page';
