import { describe, expect, it } from 'vitest';
import { reservePrice } from './reserve';

const noLabel = { reserve: { deposit_label: null } };

function processor(name: string, reserve_price: number | null, enabled = true) {
  return { name, reserve_price, enabled };
}

describe('reserve price: first enabled payment processor with a reserve price, else the site label', () => {
  it("reads the processor's reserve price", () => {
    expect(reservePrice({ payment_processors: [processor('stripe', 500)] }, noLabel)).toEqual({
      source: 'processor',
      processor: 'stripe',
      amount: 500,
      text: '$500',
    });
  });

  it('skips disabled processors and processors without a reserve price', () => {
    const car = {
      payment_processors: [
        processor('paypal', 300, false),
        processor('afterpay', null),
        processor('square', 0),
        processor('stripe', 1000),
        processor('later', 250),
      ],
    };
    expect(reservePrice(car, noLabel)).toEqual({
      source: 'processor',
      processor: 'stripe',
      amount: 1000,
      text: '$1,000',
    });
  });

  it("falls back to the site's reserve deposit label", () => {
    expect(
      reservePrice({ payment_processors: null }, { reserve: { deposit_label: '$500' } }),
    ).toEqual({
      source: 'site',
      text: '$500',
    });
    expect(
      reservePrice(
        { payment_processors: [processor('paypal', 300, false)] },
        { reserve: { deposit_label: '$250 (refundable)' } },
      ),
    ).toEqual({ source: 'site', text: '$250 (refundable)' });
  });

  it("defaults the label to '$200'", () => {
    expect(reservePrice({ payment_processors: null }, noLabel)).toEqual({
      source: 'site',
      text: '$200',
    });
    expect(reservePrice({ payment_processors: [] }, { reserve: { deposit_label: null } })).toEqual({
      source: 'site',
      text: '$200',
    });
    expect(reservePrice({ payment_processors: [] }, { reserve: { deposit_label: '  ' } })).toEqual({
      source: 'site',
      text: '$200',
    });
  });
});
