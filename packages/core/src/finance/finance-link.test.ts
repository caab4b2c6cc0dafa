import { describe, expect, it } from 'vitest';
import { financeLink, financeRouteFor, readFinanceQuery } from './finance-link';

describe('a car’s finance link: /finance with car_id, vehiclePriceBudget and car_type, at #finance-form', () => {
  it('carries the car, its shown price, its type and its dealership', () => {
    expect(
      financeLink({ id: '42', price: 24990, car_type: 'used', dealership_slug: 'red-gum' }),
    ).toBe(
      '/finance?car_id=42&vehiclePriceBudget=24990&car_type=used&preferredDealership=red-gum#finance-form',
    );
  });

  it('leaves out a price that is not shown (10 or less) and an unknown dealership', () => {
    expect(financeLink({ id: '7', price: 10, car_type: 'new' })).toBe(
      '/finance?car_id=7&car_type=new#finance-form',
    );
    expect(financeLink({ id: '7', price: null, car_type: 'demo' })).toBe(
      '/finance?car_id=7&car_type=demo#finance-form',
    );
  });

  it('goes to another finance page of the site when asked', () => {
    expect(financeLink({ id: '7', price: 11, car_type: 'new' }, '/apply-for-finance')).toBe(
      '/apply-for-finance?car_id=7&vehiclePriceBudget=11&car_type=new#finance-form',
    );
  });
});

describe('the finance query is read without throwing', () => {
  it('reads every parameter the finance link writes', () => {
    expect(
      readFinanceQuery({
        car_id: '42',
        vehiclePriceBudget: '24990',
        car_type: 'used',
        preferredDealership: 'red-gum-used-cars',
      }),
    ).toEqual({
      carId: '42',
      vehiclePriceBudget: 24990,
      carType: 'used',
      preferredDealership: 'red-gum-used-cars',
    });
  });

  it("reads a budget spelt '$25,000' and rounds cents", () => {
    expect(readFinanceQuery({ vehiclePriceBudget: '$25,000' }).vehiclePriceBudget).toBe(25000);
    expect(readFinanceQuery({ vehiclePriceBudget: '999.6' }).vehiclePriceBudget).toBe(1000);
  });

  it('drops what is not a budget, a car type, an id or a dealership slug', () => {
    expect(
      readFinanceQuery({
        vehiclePriceBudget: 'lots',
        car_type: 'vintage',
        car_id: '<script>',
        preferredDealership: 'Red Gum!',
      }),
    ).toEqual({ carId: null, vehiclePriceBudget: null, carType: null, preferredDealership: null });
    expect(readFinanceQuery({ vehiclePriceBudget: '0' }).vehiclePriceBudget).toBeNull();
    expect(readFinanceQuery({ vehiclePriceBudget: '10000001' }).vehiclePriceBudget).toBeNull();
    expect(readFinanceQuery({}).carId).toBeNull();
  });

  it('takes the first of a repeated parameter', () => {
    expect(readFinanceQuery({ car_type: ['new', 'used'] }).carType).toBe('new');
  });
});

describe('the finance pages: /finance, /finance-pre-approval and the site’s enquiry path', () => {
  it('names each page', () => {
    expect(financeRouteFor('/finance', '/finance-enquiry')).toEqual({
      kind: 'page',
      page: 'finance',
      path: '/finance',
      title: 'Finance',
    });
    expect(financeRouteFor('/finance-pre-approval/', '/finance-enquiry')).toMatchObject({
      kind: 'page',
      page: 'pre-approval',
      title: 'Finance Pre-Approval',
    });
    expect(financeRouteFor('/finance-enquiry', '/finance-enquiry')).toMatchObject({
      page: 'enquiry',
      title: 'Finance Enquiry',
    });
    expect(financeRouteFor('/apply-for-finance', '/apply-for-finance')).toMatchObject({
      page: 'enquiry',
      title: 'Apply for Finance',
    });
  });

  it('moves the other spelling to the site’s own', () => {
    expect(financeRouteFor('/apply-for-finance', '/finance-enquiry')).toEqual({
      kind: 'redirect',
      to: '/finance-enquiry',
    });
    expect(financeRouteFor('/finance-enquiry/', '/apply-for-finance')).toEqual({
      kind: 'redirect',
      to: '/apply-for-finance',
    });
  });

  it('is nothing for any other path', () => {
    expect(financeRouteFor('/finances', '/finance-enquiry')).toBeNull();
    expect(financeRouteFor('/', '/finance-enquiry')).toBeNull();
  });
});
