import type { PublicSearchResult } from '@forecourt/core';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type Deferred, deferred, flush } from '../test/deferred';
import { type SearchEvent, type SearchInput, searchMachine } from './search-machine';

// Model-based coverage: @xstate/graph gives the shortest event path to every
// reachable state of the search machine (from a cold start and from a
// server-rendered result); each path is replayed on a real actor whose backend
// the test answers, and every step must land where the graph said.

const result = (count: number): PublicSearchResult => ({
  hits: [],
  count,
  countEstimated: false,
  facets: {},
  facetStats: {},
  page: 1,
  pages: 1,
  hitsPerPage: 21,
  offset: 0,
  ms: 1,
});

type GraphEvent =
  | SearchEvent
  | { type: 'xstate.done.actor.search'; output: PublicSearchResult }
  | { type: 'xstate.error.actor.search'; error: unknown };

const events: GraphEvent[] = [
  { type: 'filter.refine', facet: 'make', value: 'Toyota' },
  { type: 'page.change', page: 2 },
  { type: 'sort.change', sortBy: 'latest' },
  { type: 'url.change', url: '/search/used-cars' },
  { type: 'retry' },
  { type: 'xstate.done.actor.search', output: result(3) },
  { type: 'xstate.error.actor.search', error: new Error('503') },
];

type Snapshot = SnapshotFrom<typeof searchMachine>;

const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    state: s.context.state,
    hasResult: s.context.result !== null,
  });

const inputs: Record<string, SearchInput> = {
  'a cold start': { url: '/search' },
  'a server-rendered result': { url: '/search', initialResult: result(9) },
};

const pathsFor = (input: SearchInput) =>
  getShortestPaths(searchMachine, {
    input,
    events: events as SearchEvent[],
    serializeState: serializeState as never,
  });

type Path = ReturnType<typeof pathsFor>[number];

async function replay(input: SearchInput, path: Path) {
  let pending: Deferred<PublicSearchResult> | null = null;
  const machine = searchMachine.provide({
    actors: {
      search: fromPromise(async () => {
        pending = deferred<PublicSearchResult>();
        return pending.promise;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const step of path.steps) {
    const event = step.event as GraphEvent;
    const current = pending as Deferred<PublicSearchResult> | null;
    if (event.type === 'xstate.done.actor.search') current?.resolve(event.output);
    else if (event.type === 'xstate.error.actor.search') current?.reject(event.error);
    else if (!event.type.startsWith('xstate.')) actor.send(event as SearchEvent);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(step.state.value);
    expect(snapshot.context.state).toEqual(step.state.context.state);
    expect(snapshot.context.result === null).toBe(step.state.context.result === null);
  }
  return String(actor.getSnapshot().value);
}

/** States a snapshot can rest in: those without an eventless (always) exit. */
const restingStates = Object.entries(searchMachine.root.states)
  .filter(([, node]) => node.always === undefined || node.always.length === 0)
  .map(([key]) => key)
  .sort();

describe.each(Object.entries(inputs))('searchMachine paths from %s', (_, input) => {
  const paths = pathsFor(input);

  it('the graph yields paths', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    'path %i: %s',
    async (__, ___, path) => {
      await replay(input, path);
    },
  );

  it('every resting state is reached by a replayed path', async () => {
    const reached = new Set<string>();
    for (const path of paths) reached.add(await replay(input, path));
    expect([...reached].sort()).toEqual(restingStates);
  });
});

describe('searchMachine start', () => {
  it('the transient starting state leads to loading or, with a result, to hasData', () => {
    expect(restingStates).toEqual(['hasData', 'hasError', 'loading']);
    expect(
      createActor(searchMachine, { input: inputs['a cold start'] as SearchInput }).getSnapshot()
        .value,
    ).toBe('loading');
  });
});
