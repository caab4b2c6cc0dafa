import {
  ENQUIRY_SUBMIT_ERROR,
  INVALID_POSTCODE_MESSAGE,
  LEAD_FORM_ERROR_HEADING,
  type LeadSettings,
  type LeadSubmission,
  TERMS_REQUIRED_MESSAGE,
} from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarSidebar } from '../sidebar/car-sidebar';
import {
  expectNoAxeViolations,
  testCarPageCar,
  testCarPageSite,
  testClient,
  testStorefront,
  withStorefront,
} from '../testing';
import { CarChatButton } from './chat-button';
import { ChatConversation } from './chat-conversation';

// The embedded chat (docs/rules.md#chat): the car's enquiry asked one
// question at a time with core's rules and texts, delivered as the car's lead.

const car: LeadCar = {
  id: '501',
  dealership_id: '41',
  car_type: 'used',
  tag: null,
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5-501',
  make: 'Toyota',
  model: 'Hilux',
};

const settings: LeadSettings = {
  messageRequired: true,
  termsRequired: false,
  locations: [],
  dealerships: [],
  serviceLocations: [],
};

function storefrontWith(
  submitLead = vi.fn(async (_: LeadSubmission): Promise<unknown> => ({ lead_id: 'L1' })),
  lead: LeadSettings = settings,
) {
  const storefront = testStorefront({ client: testClient({ submitLead }) });
  storefront.site = { ...storefront.site, lead };
  return { storefront, submitLead };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

async function answer(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const box = await screen.findByLabelText(label);
  expect(document.activeElement).toBe(box);
  if (text) await user.type(box, text);
  await user.keyboard('{Enter}');
}

describe('given the embedded chat about a used car', () => {
  it('asks each question in turn, checks each answer, and delivers the enquiry as a chat lead', async () => {
    const { storefront, submitLead } = storefrontWith();
    const user = userEvent.setup();
    render(<ChatConversation car={car} carTitle="2021 Toyota Hilux SR5" />, {
      wrapper: withStorefront(storefront),
    });

    // The message first: the car is known, and the message is required by default (docs/rules.md#lead-form).
    expect(
      within(log()).getByText(/What would you like to know about the 2021 Toyota Hilux SR5/),
    ).toBeTruthy();
    await expectNoAxeViolations();
    await answer(user, /^Your message/, '');
    const empty = await screen.findByRole('alert');
    expect(within(empty).getByText(LEAD_FORM_ERROR_HEADING)).toBeTruthy();
    expect(within(empty).getByText('Please enter a message.')).toBeTruthy();
    expect(screen.getByLabelText(/^Your message/).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();
    await answer(user, /^Your message/, 'Is it still available?');

    // Each answer shows as the shopper's bubble; the next question takes focus.
    expect(within(log()).getByText('Is it still available?')).toBeTruthy();
    await answer(user, /^First name/, 'Alex');
    expect(within(log()).getByText(/Nice to meet you, Alex/)).toBeTruthy();

    await answer(user, /^Email/, 'alex@');
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Please enter a valid email address, like name@example.com.',
      ),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Email/));
    await answer(user, /^Email/, 'alex@example.com');

    await answer(user, /^Phone/, '12');
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Please enter a valid phone number of 8 to 15 digits, like 0412 345 678.',
      ),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Phone/));
    await answer(user, /^Phone/, '0412 345 678');

    await answer(user, /^Postcode/, '40');
    expect(
      within(await screen.findByRole('alert')).getByText(INVALID_POSTCODE_MESSAGE),
    ).toBeTruthy();
    await expectNoAxeViolations();
    await user.clear(screen.getByLabelText(/^Postcode/));
    await answer(user, /^Postcode/, '4000');

    // The last step: the opt-in, ticked by default (docs/rules.md#lead-form), then Send.
    const optIn = await screen.findByRole('checkbox', {
      name: 'Email me similar stock and latest offers.',
    });
    expect(document.activeElement).toBe(optIn);
    expect((optIn as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
    expect(submitLead).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send enquiry' }));
    await user.keyboard('{Enter}');

    const thanks = await screen.findByText(
      'Thank you, Alex, your enquiry has been sent. Our team will be in touch shortly.',
    );
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(submitLead).toHaveBeenCalledTimes(1);
    const submission = submitLead.mock.calls[0]?.[0] as LeadSubmission;
    expect(submission.car_id).toBe('501');
    expect(submission.car_dealership_id).toBe('41');
    expect(submission.userData).toMatchObject({
      category: 'Vehicle Enquiry',
      subcategory: 'Chat Enquiry',
      message: 'Is it still available?',
      name: 'Alex',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      opt_in: true,
    });
    // The lead is tracked, and the shopper goes on to /success (docs/rules.md#chat).
    expect(storefront.track).toHaveBeenCalledWith(
      expect.objectContaining({ leadId: 'L1', category: 'Vehicle Enquiry' }),
    );
    expect(storefront.navigate).toHaveBeenCalledWith('/success');
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('asks for the terms where the site requires them, with the SPEC text', async () => {
    const { storefront, submitLead } = storefrontWith(undefined, {
      ...settings,
      termsRequired: true,
      messageRequired: false,
    });
    const user = userEvent.setup();
    render(<ChatConversation car={car} carTitle="2021 Toyota Hilux SR5" />, {
      wrapper: withStorefront(storefront),
    });
    // An optional message may be left empty.
    expect(screen.getByLabelText('Your message (optional)')).toBeTruthy();
    await answer(user, /^Your message/, '');
    expect(within(log()).getByText('(no message)')).toBeTruthy();
    await answer(user, /^First name/, 'Sam');
    await answer(user, /^Email/, 'sam@example.com');
    await answer(user, /^Phone/, '0412345678');
    await answer(user, /^Postcode/, '7250');
    await user.click(await screen.findByRole('button', { name: 'Send enquiry' }));
    const errors = within(await screen.findByRole('alert'));
    expect(errors.getByText(TERMS_REQUIRED_MESSAGE)).toBeTruthy();
    expect(submitLead).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByText(/your enquiry has been sent/);
    expect(submitLead.mock.calls[0]?.[0]?.userData).toMatchObject({ terms_conditions: true });
  });

  it('a failed submission shows the failure alert and keeps every answer for another try', async () => {
    const submitLead = vi
      .fn(async (_: LeadSubmission): Promise<unknown> => ({ lead_id: 'L2' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { storefront } = storefrontWith(submitLead);
    const user = userEvent.setup();
    render(<ChatConversation car={car} carTitle="2021 Toyota Hilux SR5" />, {
      wrapper: withStorefront(storefront),
    });
    await answer(user, /^Your message/, 'Hello');
    await answer(user, /^First name/, 'Alex');
    await answer(user, /^Email/, 'alex@example.com');
    await answer(user, /^Phone/, '0412 345 678');
    await answer(user, /^Postcode/, '4000');
    await user.click(await screen.findByRole('button', { name: 'Send enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ENQUIRY_SUBMIT_ERROR);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByText(/your enquiry has been sent/);
    expect(submitLead).toHaveBeenCalledTimes(2);
    // One lead however often it is tried (docs/rules.md#chat): the same idempotency key.
    expect(submitLead.mock.calls[1]?.[0]?.idempotency_key).toBe(
      submitLead.mock.calls[0]?.[0]?.idempotency_key,
    );
  });
});

describe('the chat button', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script[src*="livechatinc"]')) script.remove();
    Reflect.deleteProperty(window, 'LiveChatWidget');
    Reflect.deleteProperty(window, '__lc');
  });

  it('shows in the sidebar only where the site configures a chat', () => {
    const storefront = testStorefront();
    const { unmount } = render(<CarSidebar car={testCarPageCar()} site={testCarPageSite()} />, {
      wrapper: withStorefront(storefront),
    });
    expect(screen.queryByRole('button', { name: 'Chat Now' })).toBeNull();
    unmount();
    render(
      <CarSidebar
        car={testCarPageCar()}
        site={testCarPageSite({
          buttons: { ...testCarPageSite().buttons, chatAllowed: true },
          chat: { kind: 'embedded' },
        })}
      />,
      { wrapper: withStorefront(storefront) },
    );
    expect(screen.getByRole('button', { name: 'Chat Now' })).toBeTruthy();
  });

  it('opens the embedded chat in a dialog that takes focus and gives it back on Escape', async () => {
    const { storefront } = storefrontWith();
    const user = userEvent.setup();
    render(
      <CarChatButton chat={{ kind: 'embedded' }} car={car} carTitle="2021 Toyota Hilux SR5" />,
      {
        wrapper: withStorefront(storefront),
      },
    );
    const button = screen.getByRole('button', { name: 'Chat Now' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Chat with us' });
    const box = await within(dialog).findByLabelText(/^Your message/);
    await waitFor(() => expect(document.activeElement).toBe(box));
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('with LiveChat, adds the widget script only on the click, and opens the embedded chat with a message when it cannot load', async () => {
    const { storefront } = storefrontWith();
    const user = userEvent.setup();
    render(
      <CarChatButton
        chat={{
          kind: 'provider',
          provider: 'livechat',
          name: 'LiveChat',
          scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
          account: '12345678',
        }}
        car={car}
        carTitle="2021 Toyota Hilux SR5"
      />,
      { wrapper: withStorefront(storefront) },
    );
    expect(document.querySelector('script[src*="livechatinc"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chat Now' }));
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(
        'script[src="https://cdn.livechatinc.com/tracking.js"]',
      );
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    expect((window as unknown as { __lc: { license: number } }).__lc.license).toBe(12345678);
    // The script fails to load (offline, blocked): the embedded chat says so and opens.
    script.dispatchEvent(new Event('error'));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(await within(dialog).findByText(/^LiveChat could not be reached just now/)).toBeTruthy();
    expect(await within(dialog).findByLabelText(/^Your message/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('with LiveChat loaded, asks its widget to open its window', async () => {
    const { storefront } = storefrontWith();
    const user = userEvent.setup();
    render(
      <CarChatButton
        chat={{
          kind: 'provider',
          provider: 'livechat',
          name: 'LiveChat',
          scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
          account: '12345678',
        }}
        car={car}
        carTitle="2021 Toyota Hilux SR5"
      />,
      { wrapper: withStorefront(storefront) },
    );
    await user.click(screen.getByRole('button', { name: 'Chat Now' }));
    const script = await waitFor(() => {
      const found = document.querySelector('script[src*="livechatinc"]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    script.dispatchEvent(new Event('load'));
    const widget = (window as unknown as { LiveChatWidget: { _q: unknown[][] } }).LiveChatWidget;
    await waitFor(() => expect(widget._q).toContainEqual(['call', ['maximize']]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
