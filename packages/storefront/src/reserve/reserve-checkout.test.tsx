import type { LeadSettings } from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testClient, testStorefront, withStorefront } from '../car/testing';
import { ReserveCheckout } from './reserve-checkout';

// The reserve journey's analytics event (docs/rules.md#lead-form: a lead
// id records an analytics event) is the paid reservation's: recorded once the
// provider's webhook has recorded the payment and the dealer's lead, with that
// lead's id, never when the contact step merely starts the reservation (docs/decisions/0012-payments-through-a-provider-interface.md).

const settings: LeadSettings = {
  messageRequired: false,
  termsRequired: false,
  locations: [],
  dealerships: [],
  serviceLocations: [],
};

const usedCar: LeadCar = {
  id: '501',
  dealership_id: '41',
  car_type: 'used',
  tag: null,
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5-501',
};

const started = {
  reservation_id: 'r-1',
  status: 'pending',
  deposit: '$200',
  payment_reference: 'pi_sim_1',
  payment: {
    provider: 'simulator',
    payment_id: 'pi_sim_1',
    client_secret: 'pi_sim_1_secret',
    status: 'requires_payment_method',
  },
};

function setup(statuses: unknown[]) {
  const client = testClient({
    startReservation: vi.fn(async () => started),
    confirmCardPayment: vi.fn(async () => ({ payment_id: 'pi_sim_1', status: 'succeeded' })),
    reservationStatus: vi.fn(async () => statuses.shift() ?? statuses.at(-1)),
  });
  const storefront = testStorefront({ client });
  render(
    <ReserveCheckout car={usedCar} deposit="$200" settings={settings} similarHref="/search" />,
    { wrapper: withStorefront(storefront) },
  );
  return { storefront, client, user: userEvent.setup() };
}

async function giveDetailsAndPay(user: ReturnType<typeof userEvent.setup>) {
  // The live form takes over when a pointer reaches the form, as on the page.
  const host = document.querySelector('[data-slot="lead-form-host"]') as HTMLElement;
  await user.hover(host);
  await waitFor(() => expect(host.dataset.state).toBe('live'), { timeout: 5_000 });
  // Step 1, the message (optional here); step 2, the contact details.
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText(/^First name/, {}, { timeout: 5_000 }), 'Alex');
  await user.type(screen.getByLabelText(/^Email\*?$/), 'alex@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '0412 345 678');
  await user.type(screen.getByLabelText(/^Postcode/), '4000');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('heading', { name: 'Pay your $200 deposit' });
}

async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name on card/), 'Alex Reyes');
  await user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText(/^Expiry/), '12/34');
  await user.type(screen.getByLabelText(/^Security code/), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $200 deposit' }));
}

describe('the reserve journey’s analytics event', () => {
  it('is not recorded when the contact step starts the reservation, but once, with the lead id, when the deposit is paid', async () => {
    const { storefront, client, user } = setup([
      { reservation_id: 'r-1', status: 'pending', deposit: '$200' },
      {
        reservation_id: 'r-1',
        status: 'paid',
        deposit: '$200',
        payment_reference: 'pi_sim_1',
        lead_id: 'lead-77',
      },
    ]);
    await giveDetailsAndPay(user);
    expect(client.startReservation).toHaveBeenCalledTimes(1);
    // Started, not paid: no lead yet, so no event.
    expect(storefront.track).not.toHaveBeenCalled();

    await payByCard(user);
    await screen.findByRole('heading', { name: 'Your car is reserved' }, { timeout: 5_000 });
    // A used car's enquiry is event 15; the lead is the dealer's reservation lead (docs/rules.md#reserve-deposit).
    expect(storefront.track).toHaveBeenCalledTimes(1);
    expect(storefront.track).toHaveBeenCalledWith({
      eventId: 15,
      leadId: 'lead-77',
      category: 'Reserve Enquiry',
    });
  }, 20_000);

  it('is not recorded when another shopper reserved the car first and the deposit is refunded', async () => {
    const { storefront, user } = setup([
      {
        reservation_id: 'r-1',
        status: 'refunded',
        deposit: '$200',
        error: 'Sorry, this car was just reserved by another shopper.',
      },
    ]);
    await giveDetailsAndPay(user);
    await payByCard(user);
    await screen.findByRole('heading', { name: 'This car was just reserved' }, { timeout: 5_000 });
    await waitFor(() => expect(storefront.track).not.toHaveBeenCalled());
  }, 20_000);
});
