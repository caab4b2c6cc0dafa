import { describe, expect, it } from 'vitest';
import {
  type CarButtonsCar,
  type CarButtonsSite,
  canReserve,
  canTradeIn,
  carButtons,
  hasEnoughImagesForSimilar,
  hasHistoryReport,
} from './car-buttons';

const image = (n: number) => ({ image: { url: `https://cdn.example/car-${n}.jpg` } });

const car: CarButtonsCar = {
  status: 'in_stock',
  tag: null,
  reserved: false,
  images: [image(1), image(2)],
  file: 'https://cdn.example/history/abc.pdf',
  price: 30_000,
  sold_date_timestamp: null,
};

const allOn: CarButtonsSite = {
  reserveAllowed: true,
  tradeInAllowed: true,
  testDriveAllowed: true,
  financeAllowed: true,
  callAllowed: true,
  chatAllowed: true,
};

const allOff: CarButtonsSite = {
  reserveAllowed: false,
  tradeInAllowed: false,
  testDriveAllowed: false,
  financeAllowed: false,
  callAllowed: false,
  chatAllowed: false,
};

describe('buttons on a car', () => {
  it('an active car with everything allowed shows every button, in order', () => {
    expect(carButtons({ car, site: allOn })).toEqual([
      'enquire',
      'finance',
      'trade-in',
      'test-drive',
      'reserve',
      'chat',
      'similar',
      'history-report',
      'call',
    ]);
  });

  it('a coming-soon car is active and shows enquiry and reserve', () => {
    const buttons = carButtons({
      car: { ...car, status: 'coming_soon' },
      site: allOn,
    });
    expect(buttons).toContain('enquire');
    expect(buttons).toContain('reserve');
  });

  it('enquire always shows for an active car, even with every flag off', () => {
    expect(carButtons({ car: { ...car, images: [], file: null }, site: allOff })).toEqual([
      'enquire',
    ]);
  });

  it('a sold car shows only find-similar', () => {
    expect(carButtons({ car: { ...car, status: 'sold' }, site: allOn })).toEqual(['similar']);
  });

  it('a car with any other non-available status shows only find-similar', () => {
    expect(carButtons({ car: { ...car, status: 'others' }, site: allOn })).toEqual(['similar']);
  });

  it('a sold car shows find-similar even with a single image', () => {
    expect(
      carButtons({
        car: { ...car, status: 'sold', images: [image(1)] },
        site: allOff,
      }),
    ).toEqual(['similar']);
  });

  it('Finance eligibility decides the finance button: in stock, not sold, not reserved, priced above 200', () => {
    expect(carButtons({ car, site: allOn })).toContain('finance');
    expect(carButtons({ car: { ...car, reserved: true }, site: allOn })).not.toContain('finance');
    expect(carButtons({ car: { ...car, price: 200 }, site: allOn })).not.toContain('finance');
    expect(carButtons({ car: { ...car, price: null }, site: allOn })).not.toContain('finance');
    expect(carButtons({ car: { ...car, status: 'coming_soon' }, site: allOn })).not.toContain(
      'finance',
    );
    expect(
      carButtons({ car: { ...car, sold_date_timestamp: 1_700_000_000 }, site: allOn }),
    ).not.toContain('finance');
  });

  it('finance follows the site flag', () => {
    expect(carButtons({ car, site: { ...allOn, financeAllowed: false } })).not.toContain('finance');
  });

  it('test drive and call follow their site flags', () => {
    const off = carButtons({
      car,
      site: { ...allOn, testDriveAllowed: false, callAllowed: false },
    });
    expect(off).not.toContain('test-drive');
    expect(off).not.toContain('call');
  });
});

describe('reserve', () => {
  it('reserve shows for an active car when the site allows it', () => {
    expect(canReserve(car, allOn)).toBe(true);
  });

  it('reserve is hidden when reserve is not allowed', () => {
    expect(canReserve(car, { ...allOn, reserveAllowed: false })).toBe(false);
    expect(carButtons({ car, site: { ...allOn, reserveAllowed: false } })).not.toContain('reserve');
  });

  it('reserve is hidden for test-drive-only cars, which can still be enquired about', () => {
    const tdo = { ...car, tag: 'Test Drive Only' };
    expect(canReserve(tdo, allOn)).toBe(false);
    const buttons = carButtons({ car: tdo, site: allOn });
    expect(buttons).not.toContain('reserve');
    expect(buttons).toContain('enquire');
    expect(buttons).toContain('test-drive');
  });

  it('reserve is hidden for a car already reserved', () => {
    expect(canReserve({ ...car, reserved: true }, allOn)).toBe(false);
  });

  it('reserve is hidden for a non-available car', () => {
    expect(canReserve({ ...car, status: 'sold' }, allOn)).toBe(false);
  });
});

describe('trade-in', () => {
  it('trade-in shows only when the site allows it', () => {
    expect(canTradeIn(car, allOn)).toBe(true);
    expect(canTradeIn(car, { ...allOn, tradeInAllowed: false })).toBe(false);
  });

  it('trade-in is not offered on a non-available car', () => {
    expect(canTradeIn({ status: 'sold' }, allOn)).toBe(false);
  });
});

describe('similar cars needs more than 1 image', () => {
  it('0 images: no similar action', () => {
    expect(hasEnoughImagesForSimilar({ images: [] })).toBe(false);
  });

  it('exactly 1 image: no similar action', () => {
    expect(hasEnoughImagesForSimilar({ images: [image(1)] })).toBe(false);
    expect(carButtons({ car: { ...car, images: [image(1)] }, site: allOn })).not.toContain(
      'similar',
    );
  });

  it('2 images: similar action shows', () => {
    expect(hasEnoughImagesForSimilar({ images: [image(1), image(2)] })).toBe(true);
  });
});

describe('history report needs a file', () => {
  it('a file shows the history report', () => {
    expect(hasHistoryReport({ file: 'https://cdn.example/h.pdf' })).toBe(true);
  });

  it('no file or a blank file hides it', () => {
    expect(hasHistoryReport({ file: null })).toBe(false);
    expect(hasHistoryReport({ file: '  ' })).toBe(false);
    expect(carButtons({ car: { ...car, file: null }, site: allOn })).not.toContain(
      'history-report',
    );
  });
});

describe('chat', () => {
  it('chat shows for an active car on a site that configures a chat', () => {
    expect(carButtons({ car, site: allOn })).toContain('chat');
    expect(carButtons({ car: { ...car, status: 'coming_soon' }, site: allOn })).toContain('chat');
  });

  it('chat is hidden on a site without one', () => {
    expect(carButtons({ car, site: { ...allOn, chatAllowed: false } })).not.toContain('chat');
  });

  it('a sold car offers no chat, only find-similar', () => {
    expect(carButtons({ car: { ...car, status: 'sold' }, site: allOn })).toEqual(['similar']);
  });

  it('chat sits after reserve and before call the dealer', () => {
    const buttons = carButtons({ car, site: allOn });
    expect(buttons.indexOf('chat')).toBe(buttons.indexOf('reserve') + 1);
    expect(buttons.indexOf('chat')).toBeLessThan(buttons.indexOf('call'));
  });
});
