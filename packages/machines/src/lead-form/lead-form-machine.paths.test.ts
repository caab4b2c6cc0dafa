import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type Deferred, deferred, flush } from '../test/deferred';
import { type LeadFormEvent, type LeadFormInput, leadFormMachine } from './lead-form-machine';

// Model-based coverage: @xstate/graph walks the machine's own graph and gives the
// shortest event path to every reachable state; each path is then replayed on a
// real actor whose sender the test answers, and every step must land where the
// graph said. The last test fails if any state of the machine is never reached.

const input: LeadFormInput = {
  form: 'enquiry',
  category: 'Vehicle Enquiry',
  car: { id: '11', dealership_id: '7', car_type: 'used', tag: null },
  steps: [['name', 'email', 'phone'], ['message']],
  page: { url: 'https://acme.example/cars/x', userAgent: 'test' },
  idempotencyKey: '3f2b8a9e-4c1d-4e5f-9a8b-7c6d5e4f3a2b',
};

type GraphEvent =
  | LeadFormEvent
  | { type: 'xstate.done.actor.submitLead'; output: unknown }
  | { type: 'xstate.error.actor.submitLead'; error: unknown };

// The form hands its values over with each Next: none yet, the first step's,
// the second's, or a stale Next from a step already left.
const events: GraphEvent[] = [
  { type: 'step.next' },
  {
    type: 'step.next',
    values: { name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' },
  },
  { type: 'step.next', values: { message: 'Hello' } },
  { type: 'step.next', values: { message: 'Hello' }, step: 0 },
  { type: 'step.back' },
  { type: 'xstate.done.actor.submitLead', output: { lead_id: 5 } },
  { type: 'xstate.done.actor.submitLead', output: { error: 'Dealer offline' } },
  { type: 'xstate.error.actor.submitLead', error: new Error('network') },
];

type Snapshot = SnapshotFrom<typeof leadFormMachine>;

const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    step: s.context.step,
    filled: Object.keys(s.context.values).sort(),
    errors: Object.keys(s.context.errors).sort(),
    serverMessage: s.context.serverMessage,
  });

const paths = getShortestPaths(leadFormMachine, {
  input,
  events: events as LeadFormEvent[],
  serializeState: serializeState as never,
});

async function replay(path: (typeof paths)[number]) {
  let pending: Deferred<unknown> | null = null;
  const machine = leadFormMachine.provide({
    actors: {
      submitLead: fromPromise(async () => {
        pending = deferred<unknown>();
        return pending.promise;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const step of path.steps) {
    const event = step.event as GraphEvent;
    if (event.type === 'xstate.done.actor.submitLead') {
      (pending as Deferred<unknown> | null)?.resolve(event.output);
    } else if (event.type === 'xstate.error.actor.submitLead') {
      (pending as Deferred<unknown> | null)?.reject(event.error);
    } else if (!event.type.startsWith('xstate.')) {
      actor.send(event as LeadFormEvent);
    }
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(step.state.value);
    expect(snapshot.context.step).toBe(step.state.context.step);
    expect(snapshot.context.errors).toEqual(step.state.context.errors);
  }
  return actor.getSnapshot().value;
}

describe('leadFormMachine paths from its graph', () => {
  it('the graph yields paths', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → ') || '(start)', p]))(
    'path %i: %s',
    async (_, __, path) => {
      await replay(path as (typeof paths)[number]);
    },
  );

  it('every state of the machine is reached by a replayed path', async () => {
    const reached = new Set<string>();
    for (const path of paths) reached.add(String(await replay(path)));
    expect([...reached].sort()).toEqual(Object.keys(leadFormMachine.root.states).sort());
  });
});
