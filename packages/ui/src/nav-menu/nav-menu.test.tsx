import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { groupNavLinks, NavMenu } from './nav-menu';

const items = [
  { label: 'Home', href: '/' },
  {
    label: 'Models',
    links: [
      { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
      { label: 'Camry', href: '/models/camry', group: 'Hatch and Sedan' },
    ],
  },
  {
    label: 'Our Stock',
    links: [
      { label: 'New cars', href: '/search/new-cars' },
      { label: 'Used cars', href: '/search/used-cars' },
    ],
  },
];

describe('NavMenu', () => {
  it('is a named navigation with no accessibility violations, open or closed', async () => {
    render(<NavMenu label="Main" items={items} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Models' }));
    expect(screen.getByText('SUV')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('points each trigger at its dropdown by one id, even for a label of several words', async () => {
    render(<NavMenu label="Main" items={items} />);
    const stock = screen.getByRole('button', { name: 'Our Stock' });
    await userEvent.click(stock);
    const controls = stock.getAttribute('aria-controls') ?? '';
    expect(controls).not.toMatch(/\s/);
    expect(
      document.getElementById(controls)?.contains(screen.getByRole('link', { name: 'New cars' })),
    ).toBe(true);
    await expectNoAxeViolations();
  });

  it('opens from the keyboard, moves into the links and closes with Escape back on the trigger', async () => {
    render(<NavMenu label="Main" items={items} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Home');
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Models' });
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'RAV4' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Camry' }));
    await userEvent.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when a link is chosen', async () => {
    render(<NavMenu label="Main" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Our Stock' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: 'Used cars' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on hover-out for a mouse, after the close delay', () => {
    vi.useFakeTimers();
    try {
      render(<NavMenu label="Main" items={items} />);
      const trigger = screen.getByRole('button', { name: 'Our Stock' });
      fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(300));
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(300));
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays open when a touch pointer leaves', () => {
    vi.useFakeTimers();
    try {
      render(<NavMenu label="Main" items={items} />);
      const trigger = screen.getByRole('button', { name: 'Our Stock' });
      fireEvent.click(trigger);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      fireEvent.pointerLeave(trigger, { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(300));
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('NavMenu dismissal', () => {
  it('closes on a tap outside the navigation, and when focus leaves it', async () => {
    render(
      <>
        <NavMenu label="Main" items={items} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Our Stock' });
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Used cars' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves straight to the next dropdown when a mouse slides along the bar', () => {
    render(<NavMenu label="Main" items={items} />);
    const models = screen.getByRole('button', { name: 'Models' });
    const stock = screen.getByRole('button', { name: 'Our Stock' });
    fireEvent.click(models);
    fireEvent.pointerMove(stock, { pointerType: 'mouse' });
    expect(models.getAttribute('aria-expanded')).toBe('false');
    expect(stock.getAttribute('aria-expanded')).toBe('true');
    expect(stock.getAttribute('aria-controls')).toBe(
      screen.getByRole('link', { name: 'New cars' }).closest('.fc-nav__content')?.id,
    );
  });
});

describe('NavMenu open state', () => {
  it('opens the dropdown named by defaultValue and reports changes', async () => {
    const onValueChange = vi.fn();
    render(
      <NavMenu label="Main" items={items} defaultValue="Models" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('button', { name: 'Models' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Our Stock' }));
    expect(onValueChange).toHaveBeenLastCalledWith('Our Stock');
  });
});

describe('NavMenu groups', () => {
  const models = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      label: `Model ${i + 1}`,
      href: `/models/model-${i + 1}`,
      group: 'SUV',
    }));

  it("names each group's list by its heading, and shows a link's description under it", async () => {
    render(
      <NavMenu
        label="Main"
        defaultValue="Company"
        items={[
          {
            label: 'Company',
            links: [
              { label: 'About Us', href: '/about-us' },
              {
                label: 'Acme Sales',
                href: '/contact-us/acme-sales',
                group: 'Locations',
                description: '07 3000 0000',
              },
            ],
          },
        ]}
      />,
    );
    const locations = screen.getByRole('list', { name: 'Locations' });
    expect(locations.textContent).toBe('Acme Sales07 3000 0000');
    expect(
      screen.getByRole('link', { name: 'About Us' }).closest('ul')?.hasAttribute('aria-labelledby'),
    ).toBe(false);
    await expectNoAxeViolations();
  });

  it('a long group flows into even columns of at most eight links', () => {
    const rowsOf = (count: number) => {
      const { unmount } = render(
        <NavMenu
          label="Main"
          defaultValue="Models"
          items={[{ label: 'Models', links: models(count) }]}
        />,
      );
      const rows = screen
        .getByRole('list', { name: 'SUV' })
        .style.getPropertyValue('--fc-nav-rows');
      unmount();
      return rows;
    };
    expect([rowsOf(3), rowsOf(8), rowsOf(9), rowsOf(16), rowsOf(17)]).toEqual([
      '3',
      '8',
      '5',
      '8',
      '6',
    ]);
  });

  it('keeps an open dropdown inside the window: moved left, and scrolling when too tall', () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(600, 100, 900, 1200));
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 1280,
    });
    try {
      render(
        <NavMenu
          label="Main"
          defaultValue="Models"
          items={[{ label: 'Models', links: models(20) }]}
        />,
      );
      const content = screen
        .getByRole('list', { name: 'SUV' })
        .closest<HTMLElement>('.fc-nav__content');
      // 600 + 900 passes 1280 - 8 by 228 px; the window is 768 px tall.
      expect(content?.style.translate).toBe('-228px 0');
      expect(content?.style.maxHeight).toBe(`${window.innerHeight - 100 - 8}px`);
    } finally {
      rect.mockRestore();
      Reflect.deleteProperty(document.documentElement, 'clientWidth');
    }
  });
});

describe('groupNavLinks', () => {
  it('keeps the groups in the order their first link comes, links without one as a group too', () => {
    expect(
      groupNavLinks([
        { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
        { label: 'All models', href: '/models' },
        { label: 'HiLux', href: '/models/hilux', group: 'Utes' },
        { label: 'Kluger', href: '/models/kluger', group: 'SUV' },
      ]).map(([group, links]) => [group, links.map((l) => l.label)]),
    ).toEqual([
      ['SUV', ['RAV4', 'Kluger']],
      [undefined, ['All models']],
      ['Utes', ['HiLux']],
    ]);
  });
});
