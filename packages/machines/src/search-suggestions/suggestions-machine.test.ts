import type { SearchSuggestions } from '@forecourt/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, flush } from '../test/deferred';
import { suggestionsMachine } from './suggestions-machine';

const toyota = { label: 'Toyota', query: 'Toyota', kind: 'make' as const, count: 12 };
const hilux = { label: 'HiLux', query: 'toyota HiLux', kind: 'model' as const, count: 4 };

function start() {
  const asked: { input: string; answer: Deferred<SearchSuggestions> }[] = [];
  const log = vi.fn();
  const machine = suggestionsMachine.provide({
    actors: {
      suggest: fromPromise<SearchSuggestions, string>(({ input }) => {
        const answer = deferred<SearchSuggestions>();
        asked.push({ input, answer });
        return answer.promise;
      }),
    },
    actions: { log },
  });
  const actor = createActor(machine).start();
  return { actor, asked, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search-box suggestions', () => {
  it('asks 300 ms after the last key, once, for what the box then holds', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'input.change', input: 'to' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'input.change', input: 'toy' });
    vi.advanceTimersByTime(299);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked.map((a) => a.input)).toEqual(['toy']);
    asked[0]?.answer.resolve({ input: 'toy', suggestions: [toyota] });
    await flush();
    expect(actor.getSnapshot().context.suggestions).toEqual([toyota]);
  });

  it('never shows an answer for older words', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'input.change', input: 'toy' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'input.change', input: 'toyota hi' });
    asked[0]?.answer.resolve({ input: 'toy', suggestions: [toyota] });
    await flush();
    // The list keeps only what still finishes the words ('Toyota' does not finish 'toyota hi').
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    vi.advanceTimersByTime(300);
    asked[1]?.answer.resolve({ input: 'toyota hi', suggestions: [hilux] });
    await flush();
    expect(actor.getSnapshot().context.suggestions).toEqual([hilux]);
  });

  it('keeps suggestions that still fit while the next are asked for', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'input.change', input: 'to' });
    vi.advanceTimersByTime(300);
    asked[0]?.answer.resolve({ input: 'to', suggestions: [toyota] });
    await flush();
    actor.send({ type: 'input.change', input: 'toyo' });
    expect(actor.getSnapshot().context.suggestions).toEqual([toyota]);
  });

  it('closes and asks nothing for one letter, a trailing space or too many characters', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'input.change', input: 'to' });
    vi.advanceTimersByTime(300);
    asked[0]?.answer.resolve({ input: 'to', suggestions: [toyota] });
    await flush();
    for (const input of ['t', 'toyota ', 'x'.repeat(101), '']) {
      actor.send({ type: 'input.change', input });
      vi.advanceTimersByTime(300);
      expect(actor.getSnapshot().context.suggestions, input).toEqual([]);
    }
    expect(asked).toHaveLength(1);
  });

  it('close (Escape, a choice, leaving the box) empties the list and cancels the wait', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'input.change', input: 'to' });
    actor.send({ type: 'close' });
    vi.advanceTimersByTime(1000);
    expect(asked).toEqual([]);
    actor.send({ type: 'input.change', input: 'to' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'close' });
    asked[0]?.answer.resolve({ input: 'to', suggestions: [toyota] });
    await flush();
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('a failed ask is logged and shows nothing', async () => {
    const { actor, asked, log } = start();
    actor.send({ type: 'input.change', input: 'to' });
    vi.advanceTimersByTime(300);
    asked[0]?.answer.reject(new Error('503'));
    await flush();
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ level: 'warn', message: 'search: suggestions failed' }),
    );
  });
});
