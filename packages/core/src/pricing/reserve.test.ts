import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVE_DEPOSIT_CENTS,
  depositLabelCents,
  RESERVATION_PAYMENT_WINDOW_MINUTES,
  reservationPaymentDeadline,
  reservationPaymentLapsed,
  reservePrice,
} from './reserve';

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
      cents: 50_000,
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
      cents: 100_000,
      text: '$1,000',
    });
  });

  it("falls back to the site's reserve deposit label", () => {
    expect(
      reservePrice({ payment_processors: null }, { reserve: { deposit_label: '$500' } }),
    ).toEqual({
      source: 'site',
      cents: 50_000,
      text: '$500',
    });
    expect(
      reservePrice(
        { payment_processors: [processor('paypal', 300, false)] },
        { reserve: { deposit_label: '$250 (refundable)' } },
      ),
    ).toEqual({ source: 'site', cents: 25_000, text: '$250 (refundable)' });
  });

  it("defaults the label to '$200'", () => {
    expect(reservePrice({ payment_processors: null }, noLabel)).toEqual({
      source: 'site',
      cents: 20_000,
      text: '$200',
    });
    expect(reservePrice({ payment_processors: [] }, { reserve: { deposit_label: null } })).toEqual({
      source: 'site',
      cents: 20_000,
      text: '$200',
    });
    expect(reservePrice({ payment_processors: [] }, { reserve: { deposit_label: '  ' } })).toEqual({
      source: 'site',
      cents: 20_000,
      text: '$200',
    });
  });
});

describe('reserve deposit: what is charged is what is shown', () => {
  it('reads cents from a dollar label', () => {
    expect(depositLabelCents('$500')).toBe(50_000);
    expect(depositLabelCents('$1,250')).toBe(125_000);
    expect(depositLabelCents('$99.50')).toBe(9_950);
    expect(depositLabelCents(' 250 ')).toBe(25_000);
    expect(depositLabelCents('Refundable $300 deposit')).toBe(30_000);
  });

  it('a label that names no amount, or zero, is none', () => {
    expect(depositLabelCents('Call us')).toBeNull();
    expect(depositLabelCents('$0')).toBeNull();
    expect(depositLabelCents('')).toBeNull();
  });

  it('a site label without an amount shows and charges the $200 default', () => {
    expect(
      reservePrice({ payment_processors: null }, { reserve: { deposit_label: 'Call us' } }),
    ).toEqual({ source: 'site', cents: DEFAULT_RESERVE_DEPOSIT_CENTS, text: '$200' });
  });

  it("a processor's amount in dollars and cents is charged to the cent", () => {
    expect(
      reservePrice({ payment_processors: [processor('stripe', 349.99)] }, noLabel),
    ).toMatchObject({ cents: 34_999, text: '$349.99' });
  });
});

describe('the window a started reservation has to be paid in', () => {
  const started = new Date('2026-11-24T10:00:00.000Z');
  it('is 30 minutes', () => {
    expect(RESERVATION_PAYMENT_WINDOW_MINUTES).toBe(30);
    expect(reservationPaymentDeadline(started).toISOString()).toBe('2026-11-24T10:30:00.000Z');
  });
  it('lapses at its deadline, not a moment before', () => {
    expect(reservationPaymentLapsed(started, new Date('2026-11-24T10:29:59.999Z'))).toBe(false);
    expect(reservationPaymentLapsed(started, new Date('2026-11-24T10:30:00.000Z'))).toBe(true);
    expect(reservationPaymentLapsed(started, new Date('2026-11-25T10:00:00.000Z'))).toBe(true);
  });
});
