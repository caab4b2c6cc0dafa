import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  defaultPromoTiles,
  OffersBanner,
  offeredBy,
  PromoTile,
  searchOffers,
} from './offers-banner';
import { expectNoAxeViolations } from './testing';

describe('OffersBanner', () => {
  it('offers the latest offers, service booking and selling your car, with no accessibility violations', async () => {
    render(<OffersBanner />);
    expect(screen.getByRole('link', { name: 'See our latest offers' }).getAttribute('href')).toBe(
      '/special-offers',
    );
    expect(
      screen.getByRole('link', { name: /Book your service online Save time & book online/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Sell your car Get an instant offer in 2 minutes/ }),
    ).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('SPEC §4 site switches: a site without trade-ins or test drives is offered neither', () => {
    const features = {
      reserveAllowed: false,
      tradeInAllowed: false,
      testDriveAllowed: false,
      financeAllowed: true,
      callAllowed: true,
      chatAllowed: false,
    };
    expect(offeredBy(searchOffers, features).map((o) => o.href)).toEqual([
      '/special-offers',
      '/service#service-booking',
    ]);
    expect(offeredBy(defaultPromoTiles, features).map((t) => t.href)).toEqual([
      '/finance-pre-approval',
    ]);
    render(<OffersBanner offers={offeredBy(searchOffers, features)} />);
    expect(screen.queryByRole('link', { name: /Sell your car/ })).toBeNull();
  });
});

describe('PromoTile (the home page’s promos)', () => {
  it('is a labelled tile with one link, with no accessibility violations', async () => {
    const tile = defaultPromoTiles[1] as (typeof defaultPromoTiles)[number];
    render(<PromoTile tile={tile} />);
    expect(screen.getByRole('complementary', { name: tile.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: tile.cta }).getAttribute('href')).toBe(tile.href);
    await expectNoAxeViolations();
  });
});
