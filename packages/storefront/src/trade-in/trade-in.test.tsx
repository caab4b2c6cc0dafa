import { tradeInMessages } from '@forecourt/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, testClient, testStorefront, withStorefront } from '../car/testing';
import { TradeInForm } from './trade-in-form';
import { TradeInPage } from './trade-in-page';

// The trade-in form on the trade-in machine. Step 1 is drawn before the
// machine loads; what is typed and a 'Find my car' pressed early are handed over.

// jsdom has no CSS.escape, which the focus hand-over uses to name the focused control.
if (typeof globalThis.CSS?.escape !== 'function') {
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
}

type Call = 'vehicle' | 'valuation' | 'miscellaneous';

function tradeInClient(answers: Partial<Record<Call, { status: number; body: unknown }>> = {}) {
  const defaults: Record<Call, { status: number; body: unknown }> = {
    vehicle: {
      status: 200,
      body: { vehicle: { year: 2022, make: 'Toyota', model: 'Corolla', badge: 'SX' } },
    },
    valuation: { status: 200, body: { offer_price: 18500 } },
    miscellaneous: { status: 201, body: { saved: true } },
  };
  return vi.fn(
    async (call: Call, _body: Record<string, unknown>) => answers[call] ?? defaults[call],
  );
}

/** Focus into the form loads the machine; the shopper types once it has taken over. */
async function reach() {
  screen.getByLabelText(/^Rego/).focus();
  await waitFor(() =>
    expect(document.querySelector('[data-slot="trade-in-host"]')).toHaveProperty(
      'dataset.state',
      'live',
    ),
  );
}

function setup(answers: Parameters<typeof tradeInClient>[0] = {}) {
  const tradeIn = tradeInClient(answers);
  const submitLead = vi.fn(async (_: unknown) => ({ lead_id: 'L1' }));
  const storefront = testStorefront({ client: testClient({ tradeIn, submitLead }) });
  render(<TradeInForm mode="trade-in" car={null} defaultState="QLD" />, {
    wrapper: withStorefront(storefront),
  });
  const form = () => document.querySelector<HTMLElement>('[data-slot="trade-in"]');
  return { tradeIn, submitLead, storefront, form };
}

describe('TradeInForm', () => {
  afterEach(cleanup);

  it('draws step 1 without the machine, then hands what was typed and the submit over', async () => {
    const { tradeIn, form } = setup();
    expect(document.querySelector('[data-slot="trade-in-host"]')).toHaveProperty(
      'dataset.state',
      'preview',
    );
    fireEvent.change(screen.getByLabelText(/^Rego/), { target: { value: 'abc 123' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'NSW' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Your rego' }));
    await waitFor(() => expect(form()?.dataset.step).toBe('car'));
    expect(tradeIn).toHaveBeenCalledWith('vehicle', { rego: 'abc 123', regoState: 'NSW' });
    expect(screen.getByLabelText(/^Make/)).toHaveProperty('value', 'Toyota');
    await expectNoAxeViolations();
  });

  it('the focus stays where it was when the machine takes over', async () => {
    setup();
    await reach();
    expect(document.activeElement?.getAttribute('name')).toBe('rego');
  });

  it('an unknown rego: the message, the values kept, and the enquiry still open', async () => {
    const user = userEvent.setup();
    const { form } = setup({
      vehicle: {
        status: 404,
        body: { error: tradeInMessages.unknownRego, reason: 'unknown-rego' },
      },
    });
    await reach();
    await user.type(screen.getByLabelText(/^Rego/), 'NOPE42');
    await user.click(screen.getByRole('button', { name: 'Find my car' }));
    await screen.findByText(tradeInMessages.unknownRego);
    expect(screen.getByLabelText(/^Rego/)).toHaveProperty('value', 'NOPE42');
    await user.click(screen.getByRole('button', { name: 'Send my details instead' }));
    expect(form()?.dataset.step).toBe('car');
  });

  it('a known rego to an accepted offer: the leads, the save and its log', async () => {
    const user = userEvent.setup();
    const { tradeIn, submitLead, storefront, form } = setup();
    await reach();
    await user.type(screen.getByLabelText(/^Rego/), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Find my car' }));
    await waitFor(() => expect(form()?.dataset.step).toBe('car'));
    // Each new step takes the focus at its heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Step 2 of 3: your car'));
    await user.type(screen.getByLabelText(/^Odometer/), '45000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(form()?.dataset.step).toBe('contact'));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Step 3 of 3: your details'),
    );
    // The details step says who collects them and why (docs/rules.md#privacy-notice).
    expect(
      screen
        .getByRole('form', { name: 'Your details' })
        .querySelector('[data-slot="privacy-notice"]')?.textContent,
    ).toContain('Acme Motors collects your name and contact details to value your car');
    await user.type(screen.getByLabelText(/^First Name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'See my offer' }));
    await screen.findByText('$18,500');
    expect(submitLead.mock.calls[0]?.[0]).toMatchObject({
      userData: { category: 'Trade-In', subcategory: '1. Valuation', offer_price: 18500 },
    });
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    await screen.findByText('Offer accepted');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-slot')).toBe('trade-in-accepted'),
    );
    expect(submitLead.mock.calls[1]?.[0]).toMatchObject({
      userData: { subcategory: '3. Offer Accepted', lead_id: 'L1', offer_accepted: true },
    });
    await waitFor(() =>
      expect(tradeIn).toHaveBeenCalledWith(
        'miscellaneous',
        expect.objectContaining({ column_name: 'valuation', lead_id: 'L1' }),
      ),
    );
    await waitFor(() =>
      expect(storefront.logger).toHaveBeenCalledWith({
        level: 'info',
        message: 'Valuation data saved successfully',
      }),
    );
  });
});

describe("TradeInPage: the rego state starts at the site's default state (docs/rules.md#trade-in-form)", () => {
  afterEach(cleanup);

  const page = (defaultState: string) =>
    render(
      <TradeInPage
        mode="trade-in"
        car={null}
        leadCar={null}
        carUnavailable={false}
        defaultState={defaultState}
      />,
      {
        wrapper: withStorefront(
          testStorefront({ client: testClient({ tradeIn: tradeInClient() }) }),
        ),
      },
    );

  it('starts at WA on a site whose default_state is wa, before and after the machine loads', async () => {
    page('WA');
    expect(screen.getByLabelText(/^State/)).toHaveProperty('value', 'WA');
    await reach();
    expect(screen.getByLabelText(/^State/)).toHaveProperty('value', 'WA');
  });

  it('starts at QLD on a site that keeps the platform default', () => {
    page('QLD');
    expect(screen.getByLabelText(/^State/)).toHaveProperty('value', 'QLD');
  });
});
