import type { LeadSubmission } from '@forecourt/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClient, testStorefront, withStorefront } from '../car/testing';
import { DeferredLeadForm } from './deferred-lead-form';

// The lead form as a page places it: drawn at once without its code, and handed
// to the live form when the shopper reaches for it. The live form's module is
// held back here until a test lets it load, so each test can act in the window
// a slow phone leaves between the shopper's first touch and the code arriving.

let release: () => void = () => {};
let gate = Promise.resolve();
function holdTheForm() {
  gate = new Promise<void>((resolve) => {
    release = resolve;
  });
}
vi.mock('./lead-form', async (original) => {
  await gate;
  return original();
});

afterEach(() => {
  release();
  gate = Promise.resolve();
});

// The platform's default lead settings (no site settings): a message is required on step 1.
function testForm() {
  const submitLead = vi.fn(async (_: LeadSubmission) => ({ lead_id: 'L1' }));
  const storefront = testStorefront({ client: testClient({ submitLead }) });
  return { submitLead, wrapper: withStorefront(storefront) };
}

const host = () => document.querySelector('[data-slot="lead-form-host"]');

describe('DeferredLeadForm', () => {
  it('carries what was typed and a Next pressed before the form loaded into the live form', async () => {
    holdTheForm();
    const { submitLead, wrapper } = testForm();
    render(
      <DeferredLeadForm
        kind="test-drive"
        car={null}
        location={{ name: 'Acme Motors Sales', dealershipSlug: 'acme' }}
        testDriveSlot="2026-12-01T10:00:00+10:00"
      />,
      { wrapper },
    );
    expect(host()?.getAttribute('data-state')).toBe('preview');
    const message = screen.getByLabelText(/^Message/);
    // Focus starts the load; the code has not arrived when the shopper types and presses Next.
    fireEvent.focus(message);
    fireEvent.input(message, { target: { value: 'Saturday morning suits me.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(host()?.getAttribute('data-state')).toBe('preview');

    await act(async () => release());
    await waitFor(() => expect(host()?.getAttribute('data-state')).toBe('live'));
    await waitFor(() => expect(screen.getByText(/^Step 2 of/)).toBeTruthy());

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First name/), 'Robin');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'robin@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0412 345 678');
    await user.type(screen.getByLabelText(/^Postcode/), '4000');
    await user.click(screen.getByRole('button', { name: 'Book test drive' }));
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    expect(submitLead.mock.calls[0]?.[0].userData).toMatchObject({
      message: 'Saturday morning suits me.',
      name: 'Robin',
      test_drive_date: '2026-12-01T10:00:00+10:00',
      location: 'Acme Motors Sales',
    });
  });

  it('a Next pressed with a required field empty shows that field’s error once the form loads', async () => {
    holdTheForm();
    const { submitLead, wrapper } = testForm();
    render(<DeferredLeadForm kind="enquiry" car={null} />, { wrapper });
    fireEvent.focus(screen.getByLabelText(/^Message/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => release());
    // In the form's error summary and at the field.
    expect(await screen.findAllByText('Please enter a message.')).toHaveLength(2);
    expect(screen.getByText(/^Step 1 of/)).toBeTruthy();
    expect(submitLead).not.toHaveBeenCalled();
  });
});
