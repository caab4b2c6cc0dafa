import { MODEL_LIST_LIMIT } from '@forecourt/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MakeFilter } from './make-filter';
import { expectNoAxeViolations } from './testing';

const facet = (value: string, count = 1) => ({ value, count, isRefined: false });

describe('MakeFilter', () => {
  it('shows logos where the data has them and names each checkbox by the make, with no accessibility violations', async () => {
    render(
      <MakeFilter
        makes={[facet('Toyota', 12), facet('Kia', 3)]}
        makeModels={[]}
        models={[]}
        refinedMakes={[]}
        refinedModels={[]}
        onToggleMake={() => {}}
        onToggleModel={() => {}}
        logos={{ Toyota: '/media/logos/toyota.svg' }}
      />,
    );
    const toyota = screen.getByRole('checkbox', { name: 'Toyota' });
    expect(toyota.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show all makes' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('lists at most 30 models under a ticked make', async () => {
    const onToggleModel = vi.fn();
    const makeModels = Array.from({ length: 35 }, (_, i) => facet(`Toyota|Model ${i + 1}`));
    render(
      <MakeFilter
        makes={[facet('Toyota', 35)]}
        makeModels={makeModels}
        models={[]}
        refinedMakes={['Toyota']}
        refinedModels={[]}
        onToggleMake={() => {}}
        onToggleModel={onToggleModel}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Select models for Toyota' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const list = screen.getByRole('list', { name: 'Toyota models' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(MODEL_LIST_LIMIT);
    const model2 = within(list).getByRole('checkbox', { name: 'Model 2' });
    expect(model2.getAttribute('value')).toBe('Model 2');
    await userEvent.click(model2);
    expect(onToggleModel).toHaveBeenCalledWith('Model 2');
    await expectNoAxeViolations();
  });
});
