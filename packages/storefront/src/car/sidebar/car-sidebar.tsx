import {
  type CarButton,
  carButtons,
  isCarActive,
  priceDisplay,
  vehicleWords,
} from '@forecourt/core';
import { Button, Price } from '@forecourt/ui';
import { useState } from 'react';
import { LeadDialog, type LeadKind } from '../../lead';
import { preloadLeadForm } from '../../lead/lead-dialog';
import { BelowMarketIndicator } from '../below-market/below-market';
import { CarChatButton } from '../chat/chat-button';
import { FavouriteButton } from '../favourite/favourite-button';
import { CarFinance } from '../finance/car-finance';
import { CarPdfActions } from '../pdf/car-pdf-actions';
import { PhoneReveal } from '../phone-reveal/phone-reveal';
import { SoldBanner } from '../sold-banner/sold-banner';
import type { CarPageCar, CarPageSite } from '../types';
import './car-sidebar.css';

export type CarSidebarProps = { car: CarPageCar; site: CarPageSite };

/** The reserve page of the car (docs/rules.md#routes: checkout, or buy-online on some sites). */
export function reserveHref(
  car: Pick<CarPageCar, 'slug'>,
  site: Pick<CarPageSite, 'checkoutRoute'>,
) {
  return `/cars/${encodeURIComponent(car.slug)}/${site.checkoutRoute}`;
}

/** The trade-in valuation for this car (docs/rules.md#routes). */
export function tradeInHref(car: Pick<CarPageCar, 'id'>) {
  return `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`;
}

/**
 * Car detail sidebar: the price, the below-market indicator and the
 * finance estimate, then the car's actions as the core decides them (docs/rules.md#car-buttons): enquire, finance, trade-in, test drive, reserve, find
 * similar, history report, chat (where the site configures one) and call the
 * dealer (the phone reveal) (docs/rules.md#below-market-indicator). A
 * non-available car shows the SOLD banner in place of its actions. The enquiry,
 * finance, test drive and photo buttons open the lead dialog of their kind.
 */
export function CarSidebar({ car, site }: CarSidebarProps) {
  const [lead, setLead] = useState<LeadKind | null>(null);
  // The last kind stays mounted while the dialog animates closed.
  const [lastLead, setLastLead] = useState<LeadKind>('enquiry');
  const open = (kind: LeadKind) => {
    setLastLead(kind);
    setLead(kind);
  };
  // Pointing at or focusing a lead button starts fetching the dialog and its
  // form, which the page does not load up front.
  const warm = {
    onPointerEnter: preloadLeadForm,
    onTouchStart: preloadLeadForm,
    onFocus: preloadLeadForm,
  };
  // Each lead button opens its form in a dialog, and says so (the state crawl finds
  // dialog openers by it: docs/visual-regression.md#the-state-crawl).
  const opensDialog = { 'aria-haspopup': 'dialog' } as const;
  const active = isCarActive(car);
  const buttons = new Set<CarButton>(
    carButtons({
      car: { ...car, images: car.images.map((image) => ({ image: { url: image.src } })) },
      site: site.buttons,
    }),
  );
  const price = priceDisplay(car);
  // What a lead from this page says of the car (the dialogs' and the chat's).
  const leadCar = {
    id: car.id,
    dealership_id: car.dealership_id,
    car_type: car.car_type,
    tag: car.tag,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    item_type: car.item_type,
    primary_image_url: car.primary_image_url,
  };
  // A caravan's page says caravan (core's vehicle words of the item type).
  const words = vehicleWords(car.item_type);

  return (
    <aside
      className="fc-car-sidebar"
      data-slot="car-sidebar"
      data-status={car.status}
      aria-label="Price and actions"
    >
      <div className="fc-car-sidebar__price">
        <Price label={price.text} size="lg" />
        <FavouriteButton car={car} />
      </div>
      <BelowMarketIndicator belowMarket={car.belowMarket} />
      <CarFinance finance={car.finance} carId={car.id} financeHref={car.financeHref} />

      {active ? (
        <div className="fc-car-sidebar__actions" data-slot="car-actions">
          <Button fullWidth size="lg" {...warm} {...opensDialog} onClick={() => open('enquiry')}>
            Enquire Now
          </Button>
          {buttons.has('finance') ? (
            <Button
              fullWidth
              variant="secondary"
              {...warm}
              {...opensDialog}
              onClick={() => open('finance')}
            >
              {site.financeButtonLabel}
            </Button>
          ) : null}
          {buttons.has('test-drive') ? (
            <Button
              fullWidth
              variant="outline"
              {...warm}
              {...opensDialog}
              onClick={() => open('test-drive')}
            >
              Book a Test Drive
            </Button>
          ) : null}
          {buttons.has('reserve') ? (
            <Button asChild fullWidth variant="secondary">
              <a href={reserveHref(car, site)} data-slot="reserve">
                Reserve for {car.reserveDeposit}
              </a>
            </Button>
          ) : null}
          {buttons.has('trade-in') ? (
            <Button asChild fullWidth variant="outline">
              <a href={tradeInHref(car)}>Value My Trade-In</a>
            </Button>
          ) : null}
          {buttons.has('chat') && site.chat ? (
            <CarChatButton chat={site.chat} car={leadCar} carTitle={car.title} />
          ) : null}
          <Button
            fullWidth
            variant="outline"
            {...warm}
            {...opensDialog}
            onClick={() => open('photos')}
          >
            Request Photos
          </Button>
          {buttons.has('similar') ? (
            <Button asChild fullWidth variant="ghost">
              <a href={site.similarHref}>Find Similar {words.many}</a>
            </Button>
          ) : null}
          {buttons.has('history-report') && car.file ? (
            <Button asChild fullWidth variant="link">
              <a href={car.file} target="_blank" rel="noopener noreferrer">
                View History Report
                <span className="fc-visually-hidden"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
          {buttons.has('call') ? (
            <PhoneReveal phone={car.dealer.phone} carId={car.id} label="Call the dealer" />
          ) : null}
        </div>
      ) : (
        <SoldBanner car={car} similarHref={site.similarHref} />
      )}

      <p className="fc-car-sidebar__dealer">
        <strong>{car.dealer.name}</strong>
        {car.dealer.location && car.dealer.location !== car.dealer.name
          ? ` · ${car.dealer.location}`
          : null}
      </p>
      <CarPdfActions slug={car.slug} />

      <LeadDialog
        kind={lead ?? lastLead}
        car={leadCar}
        carTitle={car.title}
        open={lead !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setLead(null);
        }}
      />
    </aside>
  );
}
