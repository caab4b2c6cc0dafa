import { offerButtons, offerSchema } from '@forecourt/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, testStorefront, withStorefront } from '../car/testing';
import { OfferActions, offerEnquirySubcategory } from './offer-actions';

const offer = offerSchema.parse({
  id: 'kia-sportage',
  name: 'Sportage drive away offer',
  manufacturer: 'Kia',
  model: { name: 'Sportage', slug: 'sportage' },
});

describe('OfferActions', () => {
  describe('given an offer on a model', () => {
    it("shows 'Enquire Now' and 'Explore Sportage' to the model's page; no accessibility violations", async () => {
      render(<OfferActions offerName={offer.name} buttons={offerButtons(offer)} />, {
        wrapper: withStorefront(testStorefront()),
      });
      expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Explore Sportage' }).getAttribute('href')).toBe(
        '/models/sportage',
      );
      await expectNoAxeViolations();
    });

    it('opens the Enquiry dialog about the offer with Enter, and gives focus back on close', async () => {
      const user = userEvent.setup();
      render(<OfferActions offerName={offer.name} buttons={offerButtons(offer)} />, {
        wrapper: withStorefront(testStorefront()),
      });
      const enquire = screen.getByRole('button', { name: 'Enquire Now' });
      enquire.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain('Sportage drive away offer');
      await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
      // A general enquiry: the shopper says what kind (docs/rules.md#lead-form).
      expect(screen.getByRole('combobox', { name: 'Enquiry type' })).toBeTruthy();
      await expectNoAxeViolations();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.activeElement).toBe(enquire));
    });
  });

  it('names the offer in the subcategory the dealer reads', () => {
    expect(offerEnquirySubcategory('EV6 offer')).toBe('Special Offer: EV6 offer');
  });
});
