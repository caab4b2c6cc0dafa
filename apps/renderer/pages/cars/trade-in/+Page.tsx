// SPEC §2 /cars/trade-in?car_id={id}: a fixed path that must win over /cars/@slug;
// its page is the content page shell until the trade-in flow is built.
export { default } from '../../content/+Page';
