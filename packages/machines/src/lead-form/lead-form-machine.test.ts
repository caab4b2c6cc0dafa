import type { LeadSubmission } from '@forecourt/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../test/deferred';
import {
  LEAD_CONTACT_STORAGE_KEY,
  LEAD_SUCCESS_STORAGE_KEY,
  type LeadCar,
  type LeadFormInput,
  leadFormMachine,
  leadFormView,
} from './lead-form-machine';

const KEY = '3f2b8a9e-4c1d-4e5f-9a8b-7c6d5e4f3a2b';
const PAGE = { url: 'https://acme.example/cars/2021-hilux', userAgent: 'test-agent' };
const newCar: LeadCar = { id: '11', dealership_id: '7', car_type: 'new', tag: null };
const usedCar: LeadCar = { id: '12', dealership_id: '7', car_type: 'used', tag: null };

const good = {
  name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
};

function start(
  input: Partial<LeadFormInput> = {},
  answer: (submission: LeadSubmission) => Promise<unknown> = async () => ({ lead_id: 501 }),
) {
  const track = vi.fn();
  const writeStorage = vi.fn();
  const navigate = vi.fn();
  const log = vi.fn();
  const sent: LeadSubmission[] = [];
  const machine = leadFormMachine.provide({
    actors: {
      submitLead: fromPromise(async ({ input: submission }) => {
        sent.push(submission);
        return answer(submission);
      }),
    },
    actions: { track, writeStorage, navigate, log },
  });
  const actor = createActor(machine, {
    input: {
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      car: newCar,
      page: PAGE,
      idempotencyKey: KEY,
      ...input,
    },
  }).start();
  /** Next (or submit) with the values the form holds, as the form layer hands them over. */
  const next = (values?: Record<string, unknown>) => actor.send({ type: 'step.next', values });
  return { actor, next, sent, track, writeStorage, navigate, log };
}

describe('leadFormMachine', () => {
  describe('validation before advancing', () => {
    it('an empty form stays idle with the field errors and the list heading', () => {
      const { actor, next, sent } = start();
      next();
      expect(actor.getSnapshot().value).toBe('idle');
      const view = leadFormView(actor.getSnapshot());
      expect(view.errors).toMatchObject({
        name: 'Please enter your first name.',
        email: 'Please enter your email address.',
        phone: 'Please enter your phone number.',
        message: 'Please enter a message.',
      });
      expect(view.errorList?.heading).toBe('Please fix the following errors:');
      expect(view.errorList?.messages).toHaveLength(4);
      expect(sent).toEqual([]);
    });

    it('each Next checks the values it carries, merged over those handed over before', () => {
      const { actor, next } = start({ values: { page_id: 'p-7' } });
      next({ name: 'Sam' });
      const { errors, errorList } = leadFormView(actor.getSnapshot());
      expect(errors.name).toBeUndefined();
      expect(errors.email).toBe('Please enter your email address.');
      expect(errorList?.messages).toHaveLength(3);
      expect(actor.getSnapshot().context.values).toMatchObject({ page_id: 'p-7', name: 'Sam' });
    });

    it('the terms checkbox is required where the dealership asks for it', () => {
      const { actor, next } = start({ config: { termsRequired: true } });
      next(good);
      expect(leadFormView(actor.getSnapshot()).errors).toEqual({
        terms_conditions: '*You must agree to the terms of use before submitting.',
      });
      next({ terms_conditions: true });
      expect(actor.getSnapshot().value).toBe('submitting');
    });

    it('the message is optional where the dealership says so', () => {
      const { actor, next } = start({ config: { messageRequired: false } });
      next({ ...good, message: '' });
      expect(actor.getSnapshot().value).toBe('submitting');
    });

    it('location and dealership selects are required when shown', () => {
      const { actor, next } = start({ config: { locationShown: true, dealershipShown: true } });
      next(good);
      expect(Object.keys(leadFormView(actor.getSnapshot()).errors).sort()).toEqual([
        'dealership_slug',
        'location',
      ]);
    });
  });

  describe('multi-step', () => {
    const steps = [['name', 'last_name', 'email', 'phone'], ['message']];

    it('each step validates only its own fields before advancing; back returns', () => {
      const { actor, next } = start({ steps });
      next();
      expect(leadFormView(actor.getSnapshot()).step).toBe(0);
      expect(Object.keys(leadFormView(actor.getSnapshot()).errors).sort()).toEqual([
        'email',
        'name',
        'phone',
      ]);
      next({ name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' });
      expect(leadFormView(actor.getSnapshot())).toMatchObject({
        step: 1,
        isLastStep: true,
        errorList: null,
      });
      actor.send({ type: 'step.back' });
      expect(leadFormView(actor.getSnapshot()).step).toBe(0);
      actor.send({ type: 'step.back' });
      expect(leadFormView(actor.getSnapshot()).step).toBe(0);
    });

    it('the last step submits', async () => {
      const { actor, next, sent } = start({ steps });
      next(good);
      next();
      expect(actor.getSnapshot().value).toBe('submitting');
      await flush();
      expect(sent).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('success');
    });
  });

  describe('a Next from a step already left', () => {
    const steps = [['name', 'email', 'phone'], ['message']];

    it('is ignored: a double click on Next moves one step', () => {
      const { actor } = start({ steps });
      const first = { name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' };
      // The form validated both clicks on step 0 before either reached the machine.
      actor.send({ type: 'step.next', values: first, step: 0 });
      actor.send({ type: 'step.next', values: first, step: 0 });
      expect(leadFormView(actor.getSnapshot())).toMatchObject({ step: 1, errorList: null });
      actor.send({ type: 'step.next', values: { message: 'Hello' }, step: 1 });
      expect(actor.getSnapshot().value).toBe('submitting');
    });
  });

  describe('submitting', () => {
    it('disables the button: further clicks and their values wait for the answer', async () => {
      const answer = deferred<unknown>();
      const { actor, next, sent } = start({}, () => answer.promise);
      next(good);
      expect(leadFormView(actor.getSnapshot()).submitting).toBe(true);
      next({ ...good, name: 'Changed' });
      await flush();
      expect(sent).toHaveLength(1);
      expect(actor.getSnapshot().context.values.name).toBe('Sam');
      answer.resolve({ lead_id: 9 });
      await flush();
      expect(actor.getSnapshot().value).toBe('success');
    });

    it('sends the shared sender payload: userData, url, source, user agent, car, attributes, key', async () => {
      const { next, sent } = start({
        page: { ...PAGE, visitedPages: ['/search', '/cars/2021-hilux'] },
      });
      next({ ...good, check__Extended_warranty: true, radio__contact: 'phone' });
      await flush();
      expect(sent[0]).toMatchObject({
        url: PAGE.url,
        source: 'Website',
        user_agent: 'test-agent',
        car_id: '11',
        car_dealership_id: '7',
        idempotency_key: KEY,
        lead_attributes: {
          visited_pages: ['/search', '/cars/2021-hilux'],
          linked_query_params: {},
        },
      });
      const userData = sent[0]?.userData;
      expect(userData).toMatchObject({
        category: 'Vehicle Enquiry',
        subcategory: null,
        name: 'Sam',
        opt_in: true,
        additional_services: ['Extended_warranty'],
      });
      expect(userData).not.toHaveProperty('radio__contact');
    });

    it('opt_in defaults to true and may be unticked', async () => {
      const { next, sent } = start();
      next({ ...good, opt_in: false });
      await flush();
      expect(sent[0]?.userData.opt_in).toBe(false);
    });

    it('a category select overrides the form category', async () => {
      const { actor, next, sent } = start({ config: { generalEnquiry: true }, car: null });
      next(good);
      expect(leadFormView(actor.getSnapshot()).errors).toEqual({
        category: 'Please choose an enquiry category.',
      });
      next({ category: 'Parts Enquiry' });
      await flush();
      expect(sent[0]?.userData.category).toBe('Parts Enquiry');
    });
  });

  describe('on a lead_id', () => {
    it('records the event, stores the car, category and contact details, and goes to /success', async () => {
      const { actor, next, track, writeStorage, navigate } = start({
        subcategory: 'Photo Request',
      });
      next(good);
      await flush();
      expect(actor.getSnapshot().value).toBe('success');
      expect(track.mock.calls[0]?.[1]).toEqual({
        eventId: 14,
        leadId: '501',
        category: 'Vehicle Enquiry',
      });
      const writes = Object.fromEntries(
        writeStorage.mock.calls.map((call) => {
          const { key, value } = call[1] as { key: string; value: string };
          return [key, JSON.parse(value)];
        }),
      );
      expect(writes[LEAD_SUCCESS_STORAGE_KEY]).toEqual({
        car: newCar,
        category: 'Vehicle Enquiry',
      });
      expect(writes[LEAD_CONTACT_STORAGE_KEY]).toEqual({
        name: 'Sam',
        last_name: 'Lee',
        email: 'sam@example.com',
        phone: '0412 345 678',
      });
      expect(navigate.mock.calls[0]?.[1]).toEqual({ to: '/success' });
    });

    it.each([
      ['a new car enquiry', 'enquiry', newCar, 14],
      ['a used car enquiry', 'enquiry', usedCar, 15],
      ['a new car test drive', 'test-drive', newCar, 17],
      ['a test-drive-only used car enquiry', 'enquiry', { ...usedCar, tag: 'Test Drive Only' }, 17],
      ['a used car test drive', 'test-drive', usedCar, 48],
      ['a form with no car', 'enquiry', null, 22],
      ['a careers form', 'careers', null, 51],
    ] as const)('%s records event id %i', async (_, form, car, eventId) => {
      const { next, track } = start({ form, car });
      next(good);
      await flush();
      expect(track.mock.calls[0]?.[1]).toMatchObject({ eventId });
    });

    it("a general enquiry whose shopper chose 'Careers Enquiry' records the careers event id, 51", async () => {
      const { next, sent, track } = start({
        form: 'enquiry',
        config: { generalEnquiry: true },
        car: null,
      });
      next({ ...good, category: 'Careers Enquiry' });
      await flush();
      expect(sent[0]?.userData).toMatchObject({
        category: 'General Enquiry',
        subcategory: 'Career Enquiry',
      });
      expect(track.mock.calls[0]?.[1]).toMatchObject({ eventId: 51 });
    });

    it('a careers enquiry is filed as General Enquiry / Career Enquiry', async () => {
      const { next, sent, track } = start({
        form: 'careers',
        category: 'Careers Enquiry',
        car: null,
      });
      next(good);
      await flush();
      expect(sent[0]?.userData).toMatchObject({
        category: 'General Enquiry',
        subcategory: 'Career Enquiry',
      });
      expect(sent[0]?.car_id).toBeNull();
      expect(track.mock.calls[0]?.[1]).toMatchObject({ category: 'General Enquiry' });
    });
  });

  describe('failure', () => {
    // What the shopper reads is core's leadSubmitFailure(kind, serverMessage)
    // (docs/rules.md#lead-form), chosen by the form; the machine keeps the server's own words.
    it("keeps the server's own message", async () => {
      const { actor, next, navigate } = start({}, async () => ({ error: 'Dealer offline' }));
      next(good);
      await flush();
      expect(actor.getSnapshot().value).toBe('error');
      expect(leadFormView(actor.getSnapshot()).serverMessage).toBe('Dealer offline');
      expect(navigate).not.toHaveBeenCalled();
    });

    it('an answer with neither lead_id nor message, or only the catch-all default, has no server message', async () => {
      for (const body of [{}, { error: 'An unexpected error occured' }]) {
        const { actor, next } = start({}, async () => body);
        next(good);
        await flush();
        expect(actor.getSnapshot().value).toBe('error');
        expect(leadFormView(actor.getSnapshot()).serverMessage).toBeNull();
      }
    });

    it('a network error has no server message and is logged', async () => {
      const { actor, next, log } = start({}, async () => {
        throw new TypeError('Failed to fetch');
      });
      next(good);
      await flush();
      expect(actor.getSnapshot().value).toBe('error');
      expect(leadFormView(actor.getSnapshot()).serverMessage).toBeNull();
      expect(log).toHaveBeenCalledTimes(1);
    });

    it('server field errors map onto the fields, the list and the step that holds them', async () => {
      const { actor, next } = start(
        { steps: [['name', 'email', 'phone'], ['message']] },
        async () => ({
          message: 'Validation failed',
          errors: { email: ['Email is blocked'], phone: 'Phone is not mobile' },
        }),
      );
      next(good);
      next();
      await flush();
      const view = leadFormView(actor.getSnapshot());
      expect(view.serverMessage).toBe('Validation failed');
      expect(view.errors).toEqual({ email: 'Email is blocked', phone: 'Phone is not mobile' });
      expect(view.errorList).toEqual({
        heading: 'Please fix the following errors:',
        messages: ['Email is blocked', 'Phone is not mobile'],
      });
      expect(view.step).toBe(0);
    });

    it('server field errors named by their userData path land on the form field', async () => {
      const { actor, next } = start({}, async () => ({
        error: 'Please fix the following errors:',
        errors: { 'userData.message': 'This field is too long.' },
      }));
      next(good);
      await flush();
      expect(leadFormView(actor.getSnapshot()).errors).toEqual({
        message: 'This field is too long.',
      });
    });

    it('the failure stays until the shopper tries again, with the same idempotency key and new values', async () => {
      let calls = 0;
      const { actor, next, sent } = start(
        { steps: [['message'], ['name', 'email', 'phone']] },
        async () => {
          calls += 1;
          return calls === 1 ? { error: 'Try again' } : { lead_id: 77 };
        },
      );
      next(good);
      next();
      await flush();
      actor.send({ type: 'step.back' });
      expect(actor.getSnapshot().value).toBe('error');
      expect(leadFormView(actor.getSnapshot())).toMatchObject({
        step: 0,
        serverMessage: 'Try again',
      });
      next({ message: 'Still available?' });
      next();
      await flush();
      expect(actor.getSnapshot().value).toBe('success');
      expect(sent.map((s) => s.idempotency_key)).toEqual([KEY, KEY]);
      expect(sent[1]?.userData.message).toBe('Still available?');
    });

    it('retrying straight from the error state submits again', async () => {
      let calls = 0;
      const { actor, next } = start({}, async () => {
        calls += 1;
        if (calls === 1) throw new Error('timeout');
        return { lead_id: 1 };
      });
      next(good);
      await flush();
      expect(actor.getSnapshot().value).toBe('error');
      next();
      expect(actor.getSnapshot().value).toBe('submitting');
      await flush();
      expect(actor.getSnapshot().value).toBe('success');
    });

    it('a malformed page url never reaches the sender', () => {
      const { actor, next, sent, log } = start({ page: { url: 'not a url', userAgent: 'x' } });
      next(good);
      expect(actor.getSnapshot().value).toBe('error');
      expect(leadFormView(actor.getSnapshot()).serverMessage).toBeNull();
      expect(sent).toEqual([]);
      expect(log).toHaveBeenCalledTimes(1);
    });
  });
});
