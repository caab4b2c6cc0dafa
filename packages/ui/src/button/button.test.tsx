import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './button';

describe('Button', () => {
  it('has no accessibility violations in every variant', async () => {
    render(
      <div>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="link">Link</Button>
        <Button variant="danger">Danger</Button>
        <Button loading>Submitting</Button>
        <Button disabled>Disabled</Button>
      </div>,
    );
    await expectNoAxeViolations();
  });

  it('is a plain button by default so it never submits a form by accident', () => {
    render(<Button>Enquire</Button>);
    expect(screen.getByRole('button', { name: 'Enquire' })).toHaveProperty('type', 'button');
  });

  it('activates with Enter and Space from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Enquire</Button>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  describe('given it is loading', () => {
    it('is disabled, busy, shows a spinner and ignores clicks', async () => {
      const onClick = vi.fn();
      const { container } = render(
        <Button loading onClick={onClick}>
          Submit
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Submit' });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.hasAttribute('data-loading')).toBe(true);
      expect(container.querySelector('[data-slot="spinner"]')).not.toBeNull();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('renders a link with the button look when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/finance">Get Finance</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get Finance' });
    expect(link.className).toContain('fc-button--outline');
  });

  it('merges the caller className last', () => {
    render(<Button className="extra">Go</Button>);
    expect(screen.getByRole('button').className).toBe(
      'fc-button fc-button--primary fc-button--md extra',
    );
  });
});
