import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { testClient, testStorefront, withStorefront } from '../car/testing';
import type { StartedReservation } from './answers';
import { readReservationState, readStartedReservation } from './answers';
import { CardPayment, cardFormMessages } from './card-payment';

// The payment simulator's card form against an in-memory client: the
// card goes to the simulator's confirm, its refusal is said above the button
// with the form kept, and a card that asks for authentication opens a dialog
// that completes or fails it (docs/decisions/0012-payments-through-a-provider-interface.md).

async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

const reservation: StartedReservation = {
  reservationId: 'r-1',
  deposit: '$250',
  payment: { provider: 'simulator', paymentId: 'pi_sim_1', clientSecret: 'pi_sim_1_secret' },
};

function setup(answers: unknown[]) {
  const confirmCardPayment = vi.fn(async () => answers.shift());
  const authenticateCardPayment = vi.fn(async () => answers.shift());
  const storefront = testStorefront({
    client: testClient({ confirmCardPayment, authenticateCardPayment }),
  });
  const onPaid = vi.fn();
  render(<CardPayment reservation={reservation} onPaid={onPaid} />, {
    wrapper: withStorefront(storefront),
  });
  return { confirmCardPayment, authenticateCardPayment, onPaid, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText(/^Name on card/), 'Robin Reyes');
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry/), '12/34');
  await user.type(screen.getByLabelText(/^Security code/), '123');
}

describe('given the payment simulator’s card form', () => {
  it('has no accessibility violations', async () => {
    setup([]);
    await expectNoAxeViolations();
  });

  it('an empty form names each field to fill and sends nothing', async () => {
    const { user, confirmCardPayment } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Pay $250 deposit' }));
    expect(screen.getByText(cardFormMessages.name)).toBeTruthy();
    expect(screen.getByText(cardFormMessages.cvc)).toBeTruthy();
    expect(screen.getByLabelText(/^Name on card/)).toBe(document.activeElement);
    expect(confirmCardPayment).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('a declined card is said above the button and the form is kept', async () => {
    const { user, confirmCardPayment, onPaid } = setup([
      { status: 'requires_payment_method', error: 'Your card was declined.', field: 'card_number' },
    ]);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $250 deposit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('declined'));
    expect(confirmCardPayment).toHaveBeenCalledWith({
      payment_id: 'pi_sim_1',
      client_secret: 'pi_sim_1_secret',
      card_number: '4000 0000 0000 0002',
      expiry: '12/34',
      cvc: '123',
    });
    expect((screen.getByLabelText(/^Name on card/) as HTMLInputElement).value).toBe('Robin Reyes');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a card that asks for authentication opens the dialog; completing it pays', async () => {
    const { user, authenticateCardPayment, onPaid } = setup([
      { status: 'requires_action' },
      { status: 'succeeded' },
    ]);
    await fillCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Pay $250 deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(authenticateCardPayment).toHaveBeenCalledWith({
      payment_id: 'pi_sim_1',
      client_secret: 'pi_sim_1_secret',
      outcome: 'complete',
    });
  });

  it('closing the authentication dialog fails it, and says so', async () => {
    const { user, authenticateCardPayment, onPaid } = setup([
      { status: 'requires_action' },
      {
        status: 'requires_payment_method',
        error: 'We are unable to authenticate your payment method.',
      },
    ]);
    await fillCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Pay $250 deposit' }));
    await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('unable to authenticate'),
    );
    expect(authenticateCardPayment).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'fail' }),
    );
    expect(onPaid).not.toHaveBeenCalled();
  });
});

describe('reading the reservation answers', () => {
  it('reads a started reservation and never takes a malformed one', () => {
    expect(
      readStartedReservation({
        reservation_id: 'r',
        deposit: '$200',
        payment: { provider: 'stripe', publishableKey: 'pk', payment_id: 'pi', client_secret: 's' },
      }),
    ).toEqual({
      reservationId: 'r',
      deposit: '$200',
      payment: { provider: 'stripe', publishableKey: 'pk', paymentId: 'pi', clientSecret: 's' },
    });
    expect(readStartedReservation({ error: 'Sorry' })).toBeNull();
    expect(
      readStartedReservation({
        reservation_id: 'r',
        payment: { provider: 'stripe', payment_id: 'pi', client_secret: 's' },
      }),
    ).toBeNull();
  });

  it('a refunded reservation carries the message the shopper is told', () => {
    expect(readReservationState({ status: 'refunded', error: 'Sorry, taken.' })).toEqual({
      status: 'refunded',
      reference: null,
      message: 'Sorry, taken.',
    });
    expect(readReservationState({ status: 'weird' })).toBeNull();
  });
});
