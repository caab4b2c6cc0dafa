import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Tabs } from './tabs';

const items = [
  { value: 'sales', label: 'Sales', content: <p>Mon–Fri 8:30am–5:30pm</p> },
  { value: 'service', label: 'Service', content: <p>Mon–Fri 7:30am–5:00pm</p> },
  { value: 'parts', label: 'Parts', content: <p>Mon–Fri 8:00am–5:00pm</p> },
];

describe('Tabs', () => {
  it('shows the first department and has no accessibility violations', async () => {
    render(<Tabs label="Department" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Department' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Mon–Fri 8:30am–5:30pm');
    await expectNoAxeViolations();
  });

  it('switches with the arrow keys, wraps, and jumps with Home and End', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Department" items={items} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sales' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Service' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Mon–Fri 7:30am–5:00pm');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Parts' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sales' }));
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sales' }));
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual([
      'service',
      'parts',
      'sales',
      'parts',
      'sales',
    ]);
  });

  it('moves from the tab list to the panel with Tab', async () => {
    render(<Tabs label="Department" items={items} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  describe('given hover activation', () => {
    it('selects a tab when a mouse hovers it, but not for touch', () => {
      render(<Tabs label="Department" items={items} activateOnHover />);
      const service = screen.getByRole('tab', { name: 'Service' });
      fireEvent.pointerEnter(service, { pointerType: 'touch' });
      expect(service.getAttribute('aria-selected')).toBe('false');
      fireEvent.pointerEnter(service, { pointerType: 'mouse' });
      expect(service.getAttribute('aria-selected')).toBe('true');
    });
  });
});
