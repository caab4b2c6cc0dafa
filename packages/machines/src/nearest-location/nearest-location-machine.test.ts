import {
  GEOCODE_INVALID_POSTCODE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
} from '@forecourt/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../test/deferred';
import {
  type NearestLocationAnswer,
  nearestLocationMachine,
  nearestLocationView,
} from './nearest-location-machine';

function setup(answer: (postcode: string) => Promise<NearestLocationAnswer>) {
  const log = vi.fn();
  const asked: string[] = [];
  const machine = nearestLocationMachine.provide({
    actors: {
      geocode: fromPromise(async ({ input }) => {
        asked.push(input.postcode);
        return answer(input.postcode);
      }),
    },
    actions: { log },
  });
  const actor = createActor(machine).start();
  const view = () => nearestLocationView(actor.getSnapshot());
  const submit = (value: string) => {
    actor.send({ type: 'postcode.change', value });
    actor.send({ type: 'postcode.submit' });
  };
  return { actor, view, submit, asked, log };
}

const brisbane = async (): Promise<NearestLocationAnswer> => ({
  ok: true,
  lat: -27.47,
  lng: 153.03,
});

describe('nearestLocationMachine', () => {
  it('a postcode that is not 4 digits gets the postcode message, with no lookup', () => {
    const { view, submit, asked } = setup(brisbane);
    for (const postcode of ['', '40', '40000', 'abcd']) {
      submit(postcode);
      expect(view()).toMatchObject({
        status: 'invalid',
        error: INVALID_POSTCODE_MESSAGE,
        point: null,
      });
    }
    expect(asked).toEqual([]);
  });

  it('a 4-digit postcode is looked up and its point orders the locations', async () => {
    const pending = deferred<NearestLocationAnswer>();
    const { view, submit, asked } = setup(() => pending.promise);
    submit(' 4000 ');
    expect(view().status).toBe('locating');
    expect(asked).toEqual(['4000']);
    pending.resolve({ ok: true, lat: -27.47, lng: 153.03 });
    await flush();
    expect(view()).toEqual({
      status: 'found',
      postcode: ' 4000 ',
      error: null,
      point: { lat: -27.47, long: 153.03 },
      foundFor: '4000',
    });
  });

  it("a postcode the maps service cannot place is 'Invalid postcode', and leaves no order behind", async () => {
    const { view, submit } = setup(async (postcode) =>
      postcode === '4000'
        ? { ok: true, lat: -27.47, lng: 153.03 }
        : { ok: false, error: GEOCODE_INVALID_POSTCODE_MESSAGE },
    );
    submit('4000');
    await flush();
    submit('0001');
    await flush();
    expect(view()).toMatchObject({
      status: 'not-found',
      error: 'Invalid postcode',
      point: null,
    });
  });

  it('a lookup that fails says so, is logged, and keeps the last order', async () => {
    let fail = false;
    const { view, submit, log } = setup(async () => {
      if (fail) throw new Error('503');
      return { ok: true, lat: -27.47, lng: 153.03 };
    });
    submit('4000');
    await flush();
    fail = true;
    submit('4350');
    await flush();
    expect(view()).toMatchObject({
      status: 'failed',
      error: POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
      point: { lat: -27.47, long: 153.03 },
    });
    expect(log.mock.calls[0]?.[1]).toMatchObject({
      level: 'error',
      message: 'Postcode lookup failed',
    });
  });

  it('an invalid then a valid postcode: the message goes and the point comes', async () => {
    const { view, submit } = setup(brisbane);
    submit('12');
    expect(view().error).toBe(INVALID_POSTCODE_MESSAGE);
    submit('4000');
    await flush();
    expect(view()).toMatchObject({ status: 'found', error: null });
  });

  it('clear forgets the postcode and the order', async () => {
    const { actor, view, submit } = setup(brisbane);
    submit('4000');
    await flush();
    actor.send({ type: 'postcode.clear' });
    expect(view()).toEqual({
      status: 'idle',
      postcode: '',
      error: null,
      point: null,
      foundFor: null,
    });
  });
});
