import { tradeInMessages } from '@forecourt/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../test/deferred';
import {
  type TradeInAnswer,
  type TradeInLeadRequest,
  tradeInMachine,
  tradeInView,
  type ValuationRequest,
  type ValuationSaveRequest,
  type VehicleLookupRequest,
} from './trade-in-machine';

type Answers = {
  lookUp?: () => Promise<TradeInAnswer>;
  value?: () => Promise<TradeInAnswer>;
  lead?: (request: TradeInLeadRequest) => Promise<unknown>;
  save?: () => Promise<TradeInAnswer>;
};

const corolla = { year: '2022', make: 'Toyota', model: 'Corolla', badge: 'SX' };

function start(answers: Answers = {}, input: { termsRequired?: boolean } = {}) {
  const calls = {
    lookUp: [] as VehicleLookupRequest[],
    value: [] as ValuationRequest[],
    lead: [] as TradeInLeadRequest[],
    save: [] as ValuationSaveRequest[],
  };
  const log = vi.fn();
  const machine = tradeInMachine.provide({
    actors: {
      lookUpVehicle: fromPromise(async ({ input }) => {
        calls.lookUp.push(input);
        return (answers.lookUp ?? (async () => ({ status: 200, body: { vehicle: corolla } })))();
      }),
      valueCar: fromPromise(async ({ input }) => {
        calls.value.push(input);
        return (answers.value ?? (async () => ({ status: 200, body: { offer_price: 18500 } })))();
      }),
      sendLead: fromPromise(async ({ input }) => {
        calls.lead.push(input);
        return (answers.lead ?? (async () => ({ lead_id: input.kind === 'accept' ? 901 : 900 })))(
          input,
        );
      }),
      saveValuation: fromPromise(async ({ input }) => {
        calls.save.push(input);
        return (answers.save ?? (async () => ({ status: 201, body: { saved: true } })))();
      }),
    },
    actions: { log },
  });
  const actor = createActor(machine, {
    input: { category: 'Trade-In', defaultState: 'qld', ...input },
  }).start();
  const messages = () => log.mock.calls.map((c) => (c[1] as { message: string }).message);
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  const type = (field: Parameters<typeof typeField>[1], value: string) =>
    typeField(actor, field, value);
  return { actor, calls, log, messages, state, context, type };
}

function typeField(
  actor: ReturnType<typeof createActor<typeof tradeInMachine>>,
  field:
    | 'rego'
    | 'regoState'
    | 'year'
    | 'make'
    | 'model'
    | 'badge'
    | 'km'
    | 'name'
    | 'last_name'
    | 'phone'
    | 'email'
    | 'postcode',
  value: string,
) {
  actor.send({ type: 'field.change', field, value });
}

async function toCar(setup: ReturnType<typeof start>) {
  setup.type('rego', 'abc 123');
  setup.type('regoState', 'NSW');
  setup.actor.send({ type: 'rego.submit' });
  await flush();
}

async function toContact(setup: ReturnType<typeof start>) {
  await toCar(setup);
  setup.type('km', '45000');
  setup.actor.send({ type: 'answer.change', question: 'service_history', answer: 'yes' });
  setup.actor.send({ type: 'answer.change', question: 'two_sets_of_keys', answer: 'no' });
  setup.actor.send({ type: 'car.submit' });
  await flush();
}

async function toOffer(setup: ReturnType<typeof start>) {
  await toContact(setup);
  setup.type('name', 'Sam');
  setup.type('last_name', 'Carter');
  setup.type('phone', '0412345678');
  setup.type('email', 'sam@example.com');
  setup.type('postcode', '4000');
  setup.actor.send({ type: 'contact.submit' });
  await flush();
}

describe('tradeInMachine', () => {
  it('starts on step 1 in the default state, or with what was typed before it loaded', () => {
    const setup = start();
    expect(setup.state()).toBe('rego');
    expect(setup.context().regoState).toBe('QLD');
    const home = createActor(tradeInMachine, {
      input: { category: 'Trade-In', defaultState: 'wa' },
    }).start();
    expect(home.getSnapshot().context.regoState).toBe('WA');
    const carried = createActor(tradeInMachine, {
      input: { category: 'Trade-In', defaultState: 'qld', rego: 'XYZ9', regoState: 'wa' },
    }).start();
    expect(carried.getSnapshot().context).toMatchObject({ rego: 'XYZ9', regoState: 'WA' });
  });

  it('a rego that is not 1 to 9 letters or digits, or no state, is told so before any call', () => {
    const setup = start();
    setup.type('rego', 'ABC-123-4567');
    setup.type('regoState', 'XX');
    setup.actor.send({ type: 'rego.submit' });
    expect(setup.state()).toBe('rego');
    expect(setup.context().errors).toEqual({
      rego: 'Rego must be 1 to 9 letters or digits',
      regoState: 'State must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA',
    });
    expect(setup.calls.lookUp).toEqual([]);
  });

  it('step 1 → the vehicle the rego belongs to, to confirm or correct', async () => {
    const setup = start();
    setup.type('rego', 'abc 123');
    setup.actor.send({ type: 'rego.submit' });
    expect(tradeInView(setup.state())).toEqual({ step: 'rego', busy: true });
    await flush();
    expect(setup.calls.lookUp).toEqual([{ rego: 'abc 123', regoState: 'QLD' }]);
    expect(setup.state()).toBe('car');
    expect(setup.context().vehicle).toEqual(corolla);
    setup.type('badge', 'ZR');
    expect(setup.context().vehicle.badge).toBe('ZR');
  });

  it.each([
    [
      'an unknown rego',
      { status: 404, body: { error: tradeInMessages.unknownRego, reason: 'unknown-rego' } },
      tradeInMessages.unknownRego,
    ],
    ['a provider time-out', { status: 504, body: { reason: 'timeout' } }, tradeInMessages.timeout],
    [
      'a provider error',
      { status: 502, body: { error: tradeInMessages.providerError, reason: 'provider-error' } },
      tradeInMessages.providerError,
    ],
    ['an unreadable answer', { status: 500, body: null }, tradeInMessages.providerError],
  ])('%s: its message, on step 1, with what was typed kept', async (_, answer, message) => {
    const setup = start({ lookUp: async () => answer });
    await toCar(setup);
    expect(setup.state()).toBe('rego');
    expect(setup.context().problem).toBe(message);
    expect(setup.context()).toMatchObject({ rego: 'abc 123', regoState: 'NSW' });
  });

  it('a network failure of the lookup is a provider error, logged, values kept', async () => {
    const setup = start({
      lookUp: async () => {
        throw new Error('offline');
      },
    });
    await toCar(setup);
    expect(setup.state()).toBe('rego');
    expect(setup.context().problem).toBe(tradeInMessages.providerError);
    expect(setup.context().rego).toBe('abc 123');
    expect(setup.messages()).toEqual(['trade-in: the rego lookup failed']);
  });

  it("the server's field messages on a 400 land on their fields", async () => {
    const setup = start({
      lookUp: async () => ({
        status: 400,
        body: {
          error: 'The trade-in request is not valid.',
          fieldErrors: { regoState: 'State x' },
        },
      }),
    });
    await toCar(setup);
    expect(setup.state()).toBe('rego');
    expect(setup.context().errors).toEqual({ regoState: 'State x' });
    expect(setup.context().problem).toBeNull();
  });

  it('after a failed lookup the shopper may type the car in and go straight to an appraisal', async () => {
    const setup = start({
      lookUp: async () => ({ status: 404, body: { reason: 'unknown-rego' } }),
    });
    await toCar(setup);
    setup.actor.send({ type: 'appraisal.choose' });
    expect(setup.state()).toBe('car');
    expect(setup.context().problem).toBeNull();
    setup.type('year', '2021');
    setup.type('make', 'Mazda');
    setup.type('model', 'CX-5');
    setup.type('km', '60000');
    setup.actor.send({ type: 'car.submit' });
    expect(setup.state()).toBe('contact');
    expect(setup.calls.value).toEqual([]);
    expect(setup.context().noEstimate).toEqual([]);
    setup.actor.send({ type: 'back' });
    expect(setup.state()).toBe('car');
    expect(setup.context()).toMatchObject({ km: '60000', vehicle: { make: 'Mazda' } });
  });

  it("step 2 checks the odometer and the car with core's rules before valuing", async () => {
    const setup = start();
    await toCar(setup);
    setup.type('km', '45,000');
    setup.type('make', ' ');
    setup.actor.send({ type: 'car.submit' });
    expect(setup.state()).toBe('car');
    expect(setup.context().errors).toEqual({
      km: tradeInMessages.kmInvalid,
      vehicle: tradeInMessages.vehicleMissing,
    });
    expect(setup.calls.value).toEqual([]);
  });

  it('step 2 → the valuation with the odometer and the adjustment answers → step 3 with the offer', async () => {
    const setup = start();
    await toContact(setup);
    expect(setup.calls.value).toEqual([
      {
        rego: 'abc 123',
        regoState: 'NSW',
        year: 2022,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'SX',
        km: 45000,
        adjustmentAnswers: { service_history: true, two_sets_of_keys: false },
      },
    ]);
    expect(setup.state()).toBe('contact');
    expect(setup.context()).toMatchObject({ offer: 18500, noEstimate: null });
  });

  it('over 7 years or 100,000 km: no online estimate, the reasons kept for the words', async () => {
    const setup = start({
      value: async () => ({
        status: 200,
        body: { no_online_estimate: ['too-old', 'too-many-km'] },
      }),
    });
    await toContact(setup);
    expect(setup.state()).toBe('contact');
    expect(setup.context()).toMatchObject({ offer: null, noEstimate: ['too-old', 'too-many-km'] });
    setup.type('name', 'Sam');
    setup.actor.send({ type: 'contact.submit' });
    await flush();
    expect(setup.calls.lead[0]?.kind).toBe('appraisal');
    expect(setup.calls.lead[0]?.userData).toMatchObject({
      category: 'Trade-In',
      subcategory: 'In-person appraisal',
      no_online_estimate: 'too-old, too-many-km',
      name: 'Sam',
      make: 'Toyota',
      km: '45000',
      service_history: 'Yes',
      two_sets_of_keys: 'No',
    });
    expect(setup.state()).toBe('sent');
    expect(tradeInView(setup.state()).step).toBe('sent');
  });

  it.each([
    ['a provider error', async () => ({ status: 502, body: { reason: 'provider-error' } })],
    [
      'a network failure',
      async (): Promise<TradeInAnswer> => {
        throw new Error('offline');
      },
    ],
  ])('a failed valuation (%s) stays on step 2 with everything typed', async (_, value) => {
    const setup = start({ value });
    await toContact(setup);
    expect(setup.state()).toBe('car');
    expect(setup.context().problem).toBe(tradeInMessages.providerError);
    expect(setup.context()).toMatchObject({ km: '45000', answers: { service_history: 'yes' } });
  });

  it('step 3 files the valuation lead; its id leads to the offer', async () => {
    const setup = start({}, { termsRequired: true });
    await toContact(setup);
    setup.actor.send({ type: 'terms.change', value: true });
    setup.actor.send({ type: 'contact.submit' });
    await flush();
    expect(setup.calls.lead).toEqual([
      {
        kind: 'valuation',
        userData: expect.objectContaining({
          subcategory: '1. Valuation',
          offer_price: 18500,
          terms_conditions: true,
          rego: 'abc 123',
        }),
      },
    ]);
    expect(setup.state()).toBe('offer');
    expect(setup.context().leadId).toBe('900');
  });

  it("a refused lead stays on step 3 with the server's messages and the values", async () => {
    const setup = start({
      lead: async () => ({ error: 'Please check the form', errors: { 'userData.email': 'Bad' } }),
    });
    await toOffer(setup);
    expect(setup.state()).toBe('contact');
    expect(setup.context().problem).toBe('Please check the form');
    expect(setup.context().errors).toEqual({ email: 'Bad' });
    expect(setup.context().contact.email).toBe('sam@example.com');
  });

  it("a lead that cannot be sent says 'An unexpected error occured'", async () => {
    const setup = start({
      lead: async () => {
        throw new Error('offline');
      },
    });
    await toOffer(setup);
    expect(setup.state()).toBe('contact');
    expect(setup.context().problem).toBe('An unexpected error occured');
  });

  it('accept offer: the offer-accepted lead, then the valuation saved and logged', async () => {
    const setup = start();
    await toOffer(setup);
    setup.actor.send({ type: 'offer.accept' });
    await flush();
    expect(setup.calls.lead[1]).toEqual({
      kind: 'accept',
      userData: expect.objectContaining({
        subcategory: '3. Offer Accepted',
        lead_id: '900',
        form_completed: true,
        offer_accepted: true,
        offer_price: 18500,
      }),
    });
    expect(setup.calls.save).toEqual([
      {
        offer_price: 18500,
        rego: 'abc 123',
        regoState: 'NSW',
        adjustmentAnswers: { service_history: true, two_sets_of_keys: false },
        lead_id: '900',
        column_name: 'valuation',
      },
    ]);
    expect(setup.state()).toBe('accepted');
    expect(setup.messages()).toEqual(['Valuation data saved successfully']);
  });

  it.each([
    ['an error answer', async () => ({ status: 500, body: { error: 'x' } })],
    [
      'a network failure',
      async (): Promise<TradeInAnswer> => {
        throw new Error('offline');
      },
    ],
  ])(
    "a failed save (%s) logs 'Failed to save valuation data'; the offer stands",
    async (_, save) => {
      const setup = start({ save });
      await toOffer(setup);
      setup.actor.send({ type: 'offer.accept' });
      await flush();
      expect(setup.state()).toBe('accepted');
      expect(setup.messages()).toEqual(['Failed to save valuation data']);
    },
  );

  it('a failed accept returns to the offer with a message and saves nothing', async () => {
    let sent = 0;
    const setup = start({
      lead: async () => {
        sent += 1;
        return sent === 1 ? { lead_id: 900 } : { error: 'Too many enquiries' };
      },
    });
    await toOffer(setup);
    setup.actor.send({ type: 'offer.accept' });
    await flush();
    expect(setup.state()).toBe('offer');
    expect(setup.context().problem).toBe('Too many enquiries');
    expect(setup.calls.save).toEqual([]);
  });

  it('back goes a step back and keeps every value', async () => {
    const setup = start();
    await toContact(setup);
    setup.type('name', 'Sam');
    setup.actor.send({ type: 'back' });
    expect(setup.state()).toBe('car');
    setup.actor.send({ type: 'back' });
    expect(setup.state()).toBe('rego');
    expect(setup.context()).toMatchObject({
      rego: 'abc 123',
      km: '45000',
      contact: { name: 'Sam' },
      answers: { service_history: 'yes', two_sets_of_keys: 'no' },
    });
  });
});
