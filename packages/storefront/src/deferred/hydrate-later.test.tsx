import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, whenPageLive } from './hydrate-later';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Results</h1>
      <HydrateLater>
        <Counter name="Filters" />
      </HydrateLater>
      <ul>
        {['First', 'Second'].map((name) => (
          <li key={name}>
            <HydrateLater>
              <Counter name={name} />
            </HydrateLater>
          </li>
        ))}
      </ul>
    </main>
  );
}

function serve(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('server-renders its content with a hidden mark, and the page is not live before hydration', () => {
    const container = serve();
    expect(container.querySelectorAll('[data-hydrate-later]')).toHaveLength(3);
    expect(container.querySelector('[data-hydrate-later]')?.hasAttribute('hidden')).toBe(true);
    const live = vi.fn();
    const cancel = whenPageLive(live, container);
    expect(live).not.toHaveBeenCalled();
    cancel();
  });

  it('hydrates every part without a mismatch, then calls whenPageLive once', async () => {
    const container = serve();
    const live = vi.fn();
    whenPageLive(live, container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(live).toHaveBeenCalledTimes(1);
    const second = container.querySelectorAll('button')[2] as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(second);
    });
    expect(second.textContent).toBe('Second 1');
    expect(live).toHaveBeenCalledTimes(1);
  });

  it('calls whenPageLive at once on a page with no such parts', () => {
    const live = vi.fn();
    whenPageLive(live, document.createElement('div'));
    expect(live).toHaveBeenCalledTimes(1);
  });
});
