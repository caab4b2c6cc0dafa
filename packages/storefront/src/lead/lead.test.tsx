import {
  ENQUIRY_SUBMIT_ERROR,
  INVALID_POSTCODE_MESSAGE,
  LEAD_FORM_ERROR_HEADING,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  type LeadSubmission,
  OPT_IN_LABEL,
  TERMS_REQUIRED_MESSAGE,
} from '@forecourt/core';
import {
  LEAD_CONTACT_STORAGE_KEY,
  LEAD_SUCCESS_STORAGE_KEY,
  type LeadCar,
} from '@forecourt/machines';
import { act, type RenderOptions, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type Storefront, type StorefrontClient, StorefrontProvider } from '../context';
import { LeadDialog } from './lead-dialog';
import { LeadForm } from './lead-form';
import { LeadSuccess } from './lead-success';
import type { LeadSettings } from './types';

// The lead dialogs and forms against an in-memory storefront: the rules are
// core's and the flow is the lead form machine's; these tests check the widgets
// show and send what those decide (docs/rules.md#lead-form).

async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const settings: LeadSettings = {
  messageRequired: true,
  termsRequired: false,
  locations: [{ value: 'Acme Motors Sales', label: 'Acme Motors Sales', dealershipSlug: 'acme' }],
  dealerships: [{ value: 'acme', label: 'Acme' }],
  serviceLocations: [],
};

function testStorefront(
  submitLead: StorefrontClient['submitLead'] = vi.fn(async () => ({ lead_id: 'L1' })),
  lead: LeadSettings = settings,
  storage = memoryStorage(),
) {
  const client = {
    search: vi.fn(async () => {
      throw new Error('search is not part of these tests');
    }),
    submitLead: vi.fn(submitLead),
    logPhoneReveal: vi.fn(async () => null),
  } as unknown as StorefrontClient;
  const storefront: Storefront = {
    client,
    storage,
    navigate: vi.fn(),
    track: vi.fn(),
    logger: vi.fn(),
    site: {
      slug: 'acme',
      name: 'Acme Motors',
      privacyPolicyHref: '/privacy-policy',
      dealershipId: '41',
      websiteId: '41',
      carsPath: '/search',
      lead,
    },
  };
  return { storefront, storage, submitLead: client.submitLead as ReturnType<typeof vi.fn> };
}

/**
 * Renders an open lead dialog and waits for its form: the dialog and the form
 * are chunks of their own, loaded when the dialog first opens.
 */
async function renderOpenDialog(ui: ReactElement, options: RenderOptions) {
  const result = render(ui, options);
  await waitFor(() => expect(document.querySelector('.fc-lead-dialog form')).not.toBeNull());
  return result;
}

function wrap(storefront: Storefront) {
  return ({ children }: { children: ReactNode }) => (
    <StorefrontProvider value={storefront}>{children}</StorefrontProvider>
  );
}

const usedCar: LeadCar = {
  id: '501',
  dealership_id: '41',
  car_type: 'used',
  tag: null,
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5-501',
  make: 'Toyota',
  model: 'Hilux',
  primary_image_url: '/media/cars/501/0.jpg',
};

/** The label (or text) of each element Tab reaches, `count` times. */
async function tabThrough(user: ReturnType<typeof userEvent.setup>, count: number) {
  const reached: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await user.tab();
    const active = document.activeElement as HTMLElement;
    const label = active.id ? document.querySelector(`label[for="${active.id}"]`) : null;
    reached.push((label ?? active).textContent?.trim() ?? '');
  }
  return reached;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Alex');
  await user.type(screen.getByLabelText(/^Email\*?$/), 'alex@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '0412 345 678');
  await user.type(screen.getByLabelText(/^Postcode/), '4000');
}

describe('given the enquiry dialog for a used car', () => {
  it('has no accessibility violations on either step', async () => {
    const { storefront } = testStorefront();
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog
        kind="enquiry"
        car={usedCar}
        carTitle={usedCar.name}
        open
        onOpenChange={() => {}}
      />,
      {
        wrapper: wrap(storefront),
      },
    );
    expect(await screen.findByRole('dialog', { name: 'Enquiry' })).toBeTruthy();
    expect(screen.getByText('2021 Toyota Hilux SR5')).toBeTruthy();
    // The form is its own chunk, loaded when the dialog first opens.
    const message = await screen.findByLabelText(/^Message/);
    await expectNoAxeViolations();
    await user.type(message, 'Is it still available?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows the errors first, then files one lead for a valid form and goes to /success', async () => {
    const { storefront, storage, submitLead } = testStorefront();
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog kind="enquiry" car={usedCar} open onOpenChange={() => {}} />,
      {
        wrapper: wrap(storefront),
      },
    );
    // Step 1: the message is required by default (docs/rules.md#lead-form).
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const list = await screen.findByRole('alert');
    expect(within(list).getByText(LEAD_FORM_ERROR_HEADING)).toBeTruthy();
    expect(within(list).getByText('Please enter a message.')).toBeTruthy();
    expect(screen.getByLabelText(/^Message/).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await user.type(screen.getByLabelText(/^Message/), 'Is it still available?');
    await user.click(screen.getByLabelText('Trade-in valuation'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: the contact details; nothing is sent while a field is wrong.
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const errors = within(await screen.findByRole('alert'));
    expect(errors.getByText('Please enter your first name.')).toBeTruthy();
    expect(errors.getByText('Please enter your email address.')).toBeTruthy();
    expect(errors.getByText('Please enter your phone number.')).toBeTruthy();
    expect(errors.getByText(INVALID_POSTCODE_MESSAGE)).toBeTruthy();
    expect(submitLead).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await fillContact(user);
    const send = screen.getByRole('button', { name: 'Send enquiry' });
    await user.dblClick(send);

    await waitFor(() => expect(storefront.navigate).toHaveBeenCalledWith('/success'));
    expect(submitLead).toHaveBeenCalledTimes(1);
    const submission = submitLead.mock.calls[0]?.[0] as LeadSubmission;
    expect(submission.userData).toMatchObject({
      category: 'Vehicle Enquiry',
      name: 'Alex',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Is it still available?',
      opt_in: true,
      additional_services: ['Trade-in valuation'],
    });
    expect(submission.userData).not.toHaveProperty('check__Trade-in valuation');
    expect(submission.car_id).toBe('501');
    expect(submission.car_dealership_id).toBe('41');
    expect(submission.url).toBe(window.location.href);
    expect(submission.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    // A used car's enquiry is event 15 (docs/rules.md#lead-form).
    expect(storefront.track).toHaveBeenCalledWith({
      eventId: 15,
      leadId: 'L1',
      category: 'Vehicle Enquiry',
    });
    expect(JSON.parse(storage.data.get(LEAD_SUCCESS_STORAGE_KEY) ?? '{}')).toMatchObject({
      car: { id: '501', name: '2021 Toyota Hilux SR5' },
      category: 'Vehicle Enquiry',
    });
    expect(JSON.parse(storage.data.get(LEAD_CONTACT_STORAGE_KEY) ?? '{}')).toMatchObject({
      name: 'Alex',
      email: 'alex@example.com',
    });
  });

  it('puts focus on the first invalid field of a failed step', async () => {
    const { storefront } = testStorefront();
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog kind="enquiry" car={usedCar} open onOpenChange={() => {}} />,
      {
        wrapper: wrap(storefront),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Message/)));

    await user.type(screen.getByLabelText(/^Message/), 'Is it still available?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A new step puts focus on its heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your details' })),
    );
    await user.type(screen.getByLabelText(/^First name/), 'Alex');
    await user.type(screen.getByLabelText(/^Postcode/), '40');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    // First name is right: Email is the first field to fix, though Phone and Postcode are wrong too.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email\*?$/)));
    const list = within(screen.getByRole('alert'));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Please enter your email address.',
      'Please enter your phone number.',
      INVALID_POSTCODE_MESSAGE,
    ]);
    // The message stands twice, as the shopper journeys expect: in the list and on the field.
    expect(screen.getAllByText(INVALID_POSTCODE_MESSAGE)).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('reaches every field in order by keyboard, then Back and the submit button', async () => {
    const { storefront } = testStorefront();
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog kind="enquiry" car={usedCar} open onOpenChange={() => {}} />,
      {
        wrapper: wrap(storefront),
      },
    );
    screen.getByRole('heading', { name: 'Your enquiry' }).focus();
    expect(await tabThrough(user, 4)).toEqual([
      'Message*',
      'Finance quote',
      'Trade-in valuation',
      'Next',
    ]);
    await user.type(screen.getByLabelText(/^Message/), 'Is it still available?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your details' })),
    );
    expect(await tabThrough(user, 8)).toEqual([
      'First name*',
      'Last name (optional)',
      'Email*',
      'Phone*',
      'Postcode*',
      OPT_IN_LABEL,
      'Back',
      'Send enquiry',
    ]);
  });

  it('shows the spinner on a disabled button while the lead is being sent', async () => {
    let answer: (value: unknown) => void = () => {};
    const { storefront, submitLead } = testStorefront(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    render(<LeadForm kind="photos" car={usedCar} />, { wrapper: wrap(storefront) });
    // The photo request starts with its message written.
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain('photos');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request photos' }));
    const button = screen.getByRole('button', { name: 'Request photos' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await user.click(button);
    expect(submitLead).toHaveBeenCalledTimes(1);
    answer({ lead_id: 'L2' });
    await waitFor(() => expect(storefront.navigate).toHaveBeenCalledWith('/success'));
  });

  it('maps the server’s field errors onto the fields and back to their step', async () => {
    const { storefront, submitLead } = testStorefront(async () => ({
      error: LEAD_FORM_ERROR_HEADING,
      errors: { email: 'This email address cannot receive mail.' },
      messages: ['This email address cannot receive mail.'],
    }));
    const user = userEvent.setup();
    render(<LeadForm kind="finance" car={usedCar} />, { wrapper: wrap(storefront) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send finance enquiry' }));

    const list = await screen.findByRole('alert');
    expect(within(list).getByText(LEAD_FORM_ERROR_HEADING)).toBeTruthy();
    expect(within(list).getByText('This email address cannot receive mail.')).toBeTruthy();
    const email = screen.getByLabelText(/^Email\*?$/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The field the server named takes focus.
    await waitFor(() => expect(document.activeElement).toBe(email));
    // The heading is the list's; no banner repeats it.
    expect(screen.getAllByText(LEAD_FORM_ERROR_HEADING)).toHaveLength(1);
    expect(storefront.navigate).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    // Fixing the field and sending again reuses the same idempotency key.
    await user.clear(email);
    await user.type(email, 'alex@example.net');
    await user.click(screen.getByRole('button', { name: 'Send finance enquiry' }));
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(2));
    const [first, second] = submitLead.mock.calls.map((c) => c[0] as LeadSubmission);
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });

  it('shows the server’s own message, or the default when the network fails', async () => {
    const { storefront } = testStorefront(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    render(<LeadForm kind="photos" car={usedCar} />, { wrapper: wrap(storefront) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request photos' }));
    expect(await screen.findByText(LEAD_SUBMISSION_DEFAULT_ERROR)).toBeTruthy();
    expect(storefront.navigate).not.toHaveBeenCalled();
    expect(storefront.logger).toHaveBeenCalled();
  });

  it('shows the server’s own message in the banner above the button', async () => {
    const { storefront } = testStorefront(async () => ({
      error:
        'Too many enquiries have been sent from your connection. Please wait a minute and try again.',
    }));
    const user = userEvent.setup();
    render(<LeadForm kind="photos" car={usedCar} />, { wrapper: wrap(storefront) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request photos' }));
    const banner = await screen.findByText(/Too many enquiries/);
    expect(banner.closest('[data-slot="alert"]')?.getAttribute('role')).toBe('alert');
    expect(storefront.navigate).not.toHaveBeenCalled();
  });
});

describe('Enquiry form submit failure', () => {
  async function sendEnquiry(submitLead: StorefrontClient['submitLead']) {
    const { storefront } = testStorefront(submitLead);
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog kind="enquiry" car={usedCar} open onOpenChange={() => {}} />,
      {
        wrapper: wrap(storefront),
      },
    );
    await user.type(screen.getByLabelText(/^Message/), 'Is it still available?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const form = screen.getByRole('dialog').querySelector('form') as HTMLFormElement;
    const alert = await within(form).findByText(ENQUIRY_SUBMIT_ERROR, {
      selector: '[role="alert"] *',
    });
    return { storefront, form, alert: alert.closest('[data-slot="alert"]') as HTMLElement };
  }

  /** The banner is the element right before the row holding the submit button. */
  function bannerAbove(button: HTMLElement): HTMLElement | null {
    const row = button.closest('.fc-lead-form__actions');
    const banner = row?.previousElementSibling as HTMLElement | null;
    return banner?.getAttribute('data-slot') === 'alert' ? banner : null;
  }

  it('an alert ‘An error occurred when submitting this form’ and a banner above the submit button with the server message or the same default text', async () => {
    // No answer at all: the banner repeats the alert's text.
    const offline = await sendEnquiry(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline.alert.getAttribute('role')).toBe('alert');
    // The alert is the form's first element: read before anything else.
    expect(offline.form.firstElementChild).toBe(offline.alert);
    const send = within(offline.form).getByRole('button', { name: 'Send enquiry' });
    expect(bannerAbove(send)?.textContent).toBe(ENQUIRY_SUBMIT_ERROR);
    expect(screen.queryByText(LEAD_SUBMISSION_DEFAULT_ERROR)).toBeNull();
    expect(offline.storefront.navigate).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('shows the server’s own message in the banner, under the same alert', async () => {
    const { form, alert } = await sendEnquiry(async () => ({
      error: 'Too many enquiries have been sent from your connection.',
    }));
    expect(alert.getAttribute('role')).toBe('alert');
    const send = within(form).getByRole('button', { name: 'Send enquiry' });
    const banner = bannerAbove(send);
    expect(banner?.textContent).toBe('Too many enquiries have been sent from your connection.');
    // Announced after the alert, politely, so neither cuts the other off.
    expect(banner?.getAttribute('role')).toBe('status');
    await expectNoAxeViolations();
  });
});

describe('Lead submission failure', () => {
  it('the server’s error, or ‘An unexpected error occured’, with no enquiry alert', async () => {
    const { storefront } = testStorefront(async () => ({}));
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog kind="test-drive" car={usedCar} open onOpenChange={() => {}} />,
      {
        wrapper: wrap(storefront),
      },
    );
    await user.type(screen.getByLabelText(/^Message/), 'Saturday morning please');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Book test drive' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(LEAD_SUBMISSION_DEFAULT_ERROR);
    expect(screen.queryByText(ENQUIRY_SUBMIT_ERROR)).toBeNull();
    await expectNoAxeViolations();
  });
});

describe('given a site that requires the terms of use', () => {
  it('blocks the lead until the terms are ticked', async () => {
    const { storefront, submitLead } = testStorefront(undefined, {
      ...settings,
      termsRequired: true,
    });
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog kind="test-drive" car={usedCar} open onOpenChange={() => {}} />,
      {
        wrapper: wrap(storefront),
      },
    );
    expect(await screen.findByRole('dialog', { name: 'Book a Test Drive' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Preferred date/), '2030-05-01');
    await user.type(screen.getByLabelText(/^Message/), 'Saturday morning please');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Book test drive' }));
    expect(within(await screen.findByRole('alert')).getByText(TERMS_REQUIRED_MESSAGE)).toBeTruthy();
    expect(submitLead).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('I agree to the terms of use')),
    );
    await expectNoAxeViolations();

    await user.click(screen.getByLabelText('I agree to the terms of use'));
    await user.click(screen.getByRole('button', { name: 'Book test drive' }));
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    const submission = submitLead.mock.calls[0]?.[0] as LeadSubmission;
    expect(submission.userData).toMatchObject({
      category: 'Test Drive Booking',
      terms_conditions: true,
      test_drive_date: '2030-05-01',
    });
    // A used car's test drive is event 48 (docs/rules.md#constants-and-limits).
    expect(storefront.track).toHaveBeenCalledWith(expect.objectContaining({ eventId: 48 }));
  });
});

describe('given a site whose message is optional', () => {
  it('moves on without a message, with the opt-in ticked by default', async () => {
    const { storefront } = testStorefront(undefined, { ...settings, messageRequired: false });
    const user = userEvent.setup();
    render(<LeadForm kind="enquiry" car={usedCar} />, { wrapper: wrap(storefront) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    const optIn = screen.getByRole('checkbox', { name: OPT_IN_LABEL });
    expect((optIn as HTMLInputElement).checked).toBe(true);
    await user.click(optIn);
    expect((optIn as HTMLInputElement).checked).toBe(false);
  });
});

describe('given a form about no car on a site with two sales locations', () => {
  const twoLocations: LeadSettings = {
    ...settings,
    locations: [
      {
        value: 'Harbour Toyota Sales',
        label: 'Harbour Toyota Sales',
        dealershipSlug: 'harbour-toyota',
      },
      { value: 'Harbour Kia Auburn', label: 'Harbour Kia Auburn', dealershipSlug: 'harbour-kia' },
    ],
    dealerships: [
      { value: 'harbour-toyota', label: 'Harbour Toyota' },
      { value: 'harbour-kia', label: 'Harbour Kia' },
    ],
  };

  it('asks for the category and location, and sends the location’s dealership', async () => {
    const { storefront, submitLead } = testStorefront(undefined, twoLocations);
    const user = userEvent.setup();
    await renderOpenDialog(<LeadDialog kind="enquiry" car={null} open onOpenChange={() => {}} />, {
      wrapper: wrap(storefront),
    });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const list = within(await screen.findByRole('alert'));
    expect(list.getByText('Please choose an enquiry category.')).toBeTruthy();
    expect(list.getByText('Please choose a location.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Enquiry type' })),
    );
    await expectNoAxeViolations();

    screen.getByRole('combobox', { name: 'Enquiry type' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Service Enquiry' }));
    screen.getByRole('combobox', { name: 'Location' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Harbour Kia Auburn' }));
    await user.type(screen.getByLabelText(/^Message/), 'When can I bring my car in?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    const submission = submitLead.mock.calls[0]?.[0] as LeadSubmission;
    expect(submission.userData).toMatchObject({
      category: 'Service Enquiry',
      location: 'Harbour Kia Auburn',
      dealership_slug: 'harbour-kia',
    });
    expect(submission.car_id).toBeNull();
    // A lead about no car is the default form, 22 (docs/rules.md#constants-and-limits).
    expect(storefront.track).toHaveBeenCalledWith(expect.objectContaining({ eventId: 22 }));
  });
});

describe('given stored contact details', () => {
  it('starts the next form filled in', async () => {
    const storage = memoryStorage({
      [LEAD_CONTACT_STORAGE_KEY]: JSON.stringify({
        name: 'Sam',
        email: 'sam@example.com',
        phone: '0412 000 111',
      }),
    });
    const { storefront } = testStorefront(undefined, settings, storage);
    const user = userEvent.setup();
    render(<LeadForm kind="photos" car={usedCar} />, { wrapper: wrap(storefront) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByLabelText(/^Email\*?$/) as HTMLInputElement).value).toBe('sam@example.com');
    expect((screen.getByLabelText(/^Postcode/) as HTMLInputElement).value).toBe('');
  });

  it('checks the postcode with core’s message', async () => {
    const { storefront } = testStorefront();
    const user = userEvent.setup();
    render(<LeadForm kind="photos" car={usedCar} />, { wrapper: wrap(storefront) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    const postcode = screen.getByLabelText(/^Postcode/) as HTMLInputElement;
    expect(postcode.maxLength).toBe(4);
    await user.clear(postcode);
    await user.type(postcode, '40a');
    await user.click(screen.getByRole('button', { name: 'Request photos' }));
    expect(
      within(await screen.findByRole('alert')).getByText(INVALID_POSTCODE_MESSAGE),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(postcode));
  });
});

describe('given an inline form rendered on the server', () => {
  it('renders its first step with the form layer’s starting values, then hydrates', async () => {
    const { storefront } = testStorefront();
    const html = renderToString(
      <StorefrontProvider value={storefront}>
        <LeadForm kind="photos" car={usedCar} />
      </StorefrontProvider>,
    );
    expect(html).toContain('Step 1 of 2');
    expect(html).toContain('Please send me more photos of this car.');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        container,
        <StorefrontProvider value={storefront}>
          <LeadForm kind="photos" car={usedCar} />
        </StorefrontProvider>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

describe('given a form about a caravan (item type caravan)', () => {
  const caravan: LeadCar = {
    ...usedCar,
    id: '602',
    name: '2021 Jayco Starcraft',
    slug: '2021-jayco-starcraft-602',
    make: 'Jayco',
    model: 'Starcraft',
    item_type: 'caravan',
  };
  const serverHtml = (kind: 'photos' | 'finance' | 'enquiry', car: LeadCar) => {
    const { storefront } = testStorefront();
    return renderToString(
      <StorefrontProvider value={storefront}>
        <LeadForm kind={kind} car={car} />
      </StorefrontProvider>,
    );
  };

  it('starts with a message about this caravan, and the hint asks about the caravan', () => {
    expect(serverHtml('photos', caravan)).toContain('Please send me more photos of this caravan.');
    expect(serverHtml('finance', caravan)).toContain(
      'I would like a finance quote for this caravan.',
    );
    expect(serverHtml('enquiry', caravan)).toContain(
      'For example: is this caravan still available?',
    );
    expect(serverHtml('photos', caravan)).not.toMatch(/this car\b/);
  });

  it('says car for a car', () => {
    expect(serverHtml('photos', usedCar)).toContain('Please send me more photos of this car.');
    expect(serverHtml('enquiry', usedCar)).toContain('For example: is this car still available?');
  });
});

describe('the /success thanks', () => {
  it('is generic on the server and names the car and category once in the browser', async () => {
    const storage = memoryStorage({
      [LEAD_SUCCESS_STORAGE_KEY]: JSON.stringify({ car: usedCar, category: 'Vehicle Enquiry' }),
      [LEAD_CONTACT_STORAGE_KEY]: JSON.stringify({ name: 'Alex' }),
    });
    const { storefront } = testStorefront(undefined, settings, storage);
    const html = renderToString(
      <StorefrontProvider value={storefront}>
        <LeadSuccess />
      </StorefrontProvider>,
    );
    expect(html).toContain('We have received your enquiry.');
    expect(html).not.toContain('Hilux');

    render(<LeadSuccess />, { wrapper: wrap(storefront) });
    expect(await screen.findByText('Thanks, Alex!')).toBeTruthy();
    expect(screen.getByText(/your vehicle enquiry about the 2021 Toyota Hilux SR5/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '2021 Toyota Hilux SR5' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-hilux-sr5-501',
    );
    await expectNoAxeViolations();
  });

  it('stays generic when nothing (or something unreadable) is stored', async () => {
    const storage = memoryStorage({ [LEAD_SUCCESS_STORAGE_KEY]: '{not json' });
    const { storefront } = testStorefront(undefined, settings, storage);
    render(<LeadSuccess />, { wrapper: wrap(storefront) });
    expect(screen.getByText('Thank you!')).toBeTruthy();
    expect(screen.getByText(/We have received your enquiry\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keep browsing' }).getAttribute('href')).toBe(
      '/search',
    );
  });
});

describe('given a subcategory (an enquiry sent from a special offer)', () => {
  it('files the lead with it, beside its category', async () => {
    const { storefront, submitLead } = testStorefront();
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog
        kind="enquiry"
        car={usedCar}
        subcategory="Special Offer: Sportage drive away offer"
        open
        onOpenChange={() => {}}
      />,
      { wrapper: wrap(storefront) },
    );
    await user.type(screen.getByLabelText(/^Message/), 'Is this offer still on?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    const submission = submitLead.mock.calls[0]?.[0] as LeadSubmission;
    expect(submission.userData).toMatchObject({
      category: 'Vehicle Enquiry',
      subcategory: 'Special Offer: Sportage drive away offer',
    });
  });
});

describe('the privacy collection notice (docs/rules.md#privacy-notice)', () => {
  it('sits beside the submit button on every step, naming the dealer and linking the policy', async () => {
    const { storefront } = testStorefront();
    const user = userEvent.setup();
    await renderOpenDialog(
      <LeadDialog
        kind="enquiry"
        car={usedCar}
        carTitle={usedCar.name}
        open
        onOpenChange={() => {}}
      />,
      { wrapper: wrap(storefront) },
    );
    const message = await screen.findByLabelText(/^Message/);
    const noticeBesideSubmit = () => {
      const notice = document.querySelector('.fc-lead-form [data-slot="privacy-notice"]');
      expect(notice?.textContent).toContain(
        'Acme Motors collects your name and contact details to answer your enquiry.',
      );
      expect(notice?.querySelector('a')?.getAttribute('href')).toBe('/privacy-policy');
      // Right after the buttons, in the same form.
      expect(notice?.previousElementSibling?.className).toContain('fc-lead-form__actions');
    };
    noticeBesideSubmit();
    await user.type(message, 'Is it still available?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    noticeBesideSubmit();
    await expectNoAxeViolations();
  });

  it('a reservation says what the details are for', async () => {
    const { storefront } = testStorefront();
    render(<LeadForm kind="enquiry" car={usedCar} privacyPurpose="reservation" />, {
      wrapper: wrap(storefront),
    });
    expect(document.querySelector('[data-slot="privacy-notice"]')?.textContent).toContain(
      'to reserve the car for you',
    );
  });
});
