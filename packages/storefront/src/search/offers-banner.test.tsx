import { availableLinks, type SitePages } from '@forecourt/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPromoTiles, OffersBanner, PromoTile, searchOffers } from './offers-banner';
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

  // docs/rules.md#feature-switches
  it('a site without trade-ins or test drives is offered neither', () => {
    const pages: SitePages = {
      features: {
        reserveAllowed: false,
        tradeInAllowed: false,
        testDriveAllowed: false,
        financeAllowed: true,
        callAllowed: true,
        chatAllowed: false,
      },
      content: { 'model-range': true, offers: true },
    };
    expect(availableLinks(searchOffers, pages).map((o) => o.href)).toEqual([
      '/special-offers',
      '/service#service-booking',
    ]);
    expect(availableLinks(defaultPromoTiles, pages).map((t) => t.href)).toEqual([
      '/finance-pre-approval',
    ]);
    render(<OffersBanner offers={availableLinks(searchOffers, pages)} />);
    expect(screen.queryByRole('link', { name: /Sell your car/ })).toBeNull();
  });

  it('a site with no current offers does not link to its offers page', () => {
    const pages: SitePages = {
      features: {
        reserveAllowed: false,
        tradeInAllowed: true,
        testDriveAllowed: true,
        financeAllowed: true,
        callAllowed: true,
        chatAllowed: false,
      },
      content: { 'model-range': false, offers: false },
    };
    expect(availableLinks(searchOffers, pages).map((o) => o.href)).toEqual([
      '/service#service-booking',
      '/sell-your-car',
    ]);
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
