import { NO_PHONE_WARNING } from '@forecourt/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, testClient, testStorefront, withStorefront } from '../testing';
import { PhoneReveal } from './phone-reveal';

describe('PhoneReveal', () => {
  describe('given a dealer with a phone number', () => {
    it('shows the first 5 characters, logs the reveal, then shows a tel link', async () => {
      const storefront = testStorefront();
      render(<PhoneReveal phone="07 5550 1234" carId="7" />, {
        wrapper: withStorefront(storefront),
      });
      expect(screen.queryByText(/1234/)).toBeNull();
      expect(screen.getByText('07 55XX XXXX')).toBeTruthy();
      await expectNoAxeViolations();

      await userEvent.click(screen.getByRole('button', { name: /Show number/ }));
      const link = await screen.findByRole('link', { name: '07 5550 1234' });
      expect(link.getAttribute('href')).toBe('tel:0755501234');
      expect(document.activeElement).toBe(link);
      expect(storefront.client.logPhoneReveal).toHaveBeenCalledWith({
        car_id: '7',
        dealership_id: '41',
        website_id: '1041',
      });
      await expectNoAxeViolations();
    });
  });

  describe('given the reveal log fails', () => {
    it('still reveals the number and only logs the error', async () => {
      const storefront = testStorefront({
        client: testClient({
          logPhoneReveal: vi.fn(async () => {
            throw new Error('503');
          }),
        }),
      });
      render(<PhoneReveal phone="07 5550 1234" carId="7" />, {
        wrapper: withStorefront(storefront),
      });
      await userEvent.click(screen.getByRole('button', { name: /Show number/ }));
      expect(await screen.findByRole('link', { name: '07 5550 1234' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(storefront.logger).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'error', message: 'Phone reveal log failed' }),
      );
    });
  });

  describe('given no phone number', () => {
    it("shows 'Phone not available' and logs the warning", async () => {
      const storefront = testStorefront();
      render(<PhoneReveal phone={null} carId="7" />, { wrapper: withStorefront(storefront) });
      expect(screen.getByText('Phone not available')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(storefront.logger).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'warn', message: NO_PHONE_WARNING }),
      );
      await expectNoAxeViolations();
    });
  });
});
