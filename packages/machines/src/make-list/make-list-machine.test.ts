import type { FacetValue } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeListMachine, makeListView } from './make-list-machine';

const makes = (n: number): FacetValue[] =>
  Array.from({ length: n }, (_, i) => ({
    value: `Make ${i + 1}`,
    count: 100 - i,
    isRefined: false,
  }));

describe('makeListMachine', () => {
  it('exactly 7 makes show all with no toggle', () => {
    const actor = createActor(makeListMachine, { input: { makes: makes(7) } }).start();
    expect(actor.getSnapshot().value).toBe('short');
    const view = makeListView(actor.getSnapshot());
    expect(view.visible).toHaveLength(7);
    expect(view.toggleLabel).toBeNull();
  });

  it('8 makes show 7 and Show all makes', () => {
    const actor = createActor(makeListMachine, { input: { makes: makes(8) } }).start();
    expect(actor.getSnapshot().value).toBe('collapsed');
    const view = makeListView(actor.getSnapshot());
    expect(view.visible.map((m) => m.value)).toEqual(makes(7).map((m) => m.value));
    expect(view.toggleLabel).toBe('Show all makes');
  });

  it('Show all makes expands to every make and Hide extra makes collapses again', () => {
    const actor = createActor(makeListMachine, { input: { makes: makes(12) } }).start();
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(makeListView(actor.getSnapshot())).toMatchObject({ toggleLabel: 'Hide extra makes' });
    expect(makeListView(actor.getSnapshot()).visible).toHaveLength(12);
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('an empty list is short', () => {
    const actor = createActor(makeListMachine, { input: { makes: [] } }).start();
    expect(actor.getSnapshot().value).toBe('short');
  });

  it('new facet values keep the expansion while the list is still long', () => {
    const actor = createActor(makeListMachine, { input: { makes: makes(12) } }).start();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'makes.change', makes: makes(9) });
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(makeListView(actor.getSnapshot()).visible).toHaveLength(9);
  });

  it('new facet values that fit in 7 drop the toggle', () => {
    const actor = createActor(makeListMachine, { input: { makes: makes(12) } }).start();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'makes.change', makes: makes(7) });
    expect(actor.getSnapshot().value).toBe('short');
    actor.send({ type: 'makes.change', makes: makes(8) });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('collapsed stays collapsed on new long lists', () => {
    const actor = createActor(makeListMachine, { input: { makes: makes(12) } }).start();
    actor.send({ type: 'makes.change', makes: makes(20) });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('Select models opens and closes per make; a make that leaves the list closes', () => {
    const actor = createActor(makeListMachine, { input: { makes: makes(3) } }).start();
    actor.send({ type: 'models.toggle', make: 'Make 1' });
    actor.send({ type: 'models.toggle', make: 'Make 2' });
    expect(actor.getSnapshot().context.openModels).toEqual(['Make 1', 'Make 2']);
    actor.send({ type: 'models.toggle', make: 'Make 1' });
    expect(actor.getSnapshot().context.openModels).toEqual(['Make 2']);
    actor.send({ type: 'makes.change', makes: makes(1) });
    expect(actor.getSnapshot().context.openModels).toEqual([]);
  });
});
