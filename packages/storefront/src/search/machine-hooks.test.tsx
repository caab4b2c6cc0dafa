import type { SearchSuggestions } from '@forecourt/core';
import { suggestionsMachine } from '@forecourt/machines';
import { useSearchSuggestions } from '@forecourt/machines/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The machine hooks provide their machine once and call the options of their
// latest render (providing it again on every render was work in
// every filter click).

const none: SearchSuggestions = { input: '', suggestions: [] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a machine hook over re-renders', () => {
  it('provides its machine once, however often the page redraws', () => {
    const provide = vi.spyOn(suggestionsMachine, 'provide');
    const suggest = vi.fn(async () => none);
    const { rerender } = renderHook((props) => useSearchSuggestions(props), {
      initialProps: { suggest },
    });
    for (let i = 0; i < 5; i++) rerender({ suggest: vi.fn(async () => none) });
    expect(provide).toHaveBeenCalledTimes(1);
  });

  it('calls the suggest function of its latest render, not its first', async () => {
    const first = vi.fn(async () => none);
    const latest = vi.fn(async () => none);
    const { result, rerender } = renderHook((props) => useSearchSuggestions(props), {
      initialProps: { suggest: first },
    });
    rerender({ suggest: latest });
    act(() => result.current.change('hilux'));
    await waitFor(() => expect(latest).toHaveBeenCalledWith('hilux'), { timeout: 2000 });
    expect(first).not.toHaveBeenCalled();
  });
});
