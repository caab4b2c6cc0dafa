import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Popup } from './popup';

const props = {
  title: 'EOFY Sale',
  description: 'Drive away pricing on every demo car.',
  image: { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'A row of demo cars' },
  buttonText: 'See our latest offers',
  href: '/special-offers',
};

describe('Popup', () => {
  it('is open by default and has no accessibility violations', async () => {
    render(<Popup {...props} />);
    expect(screen.getByRole('dialog', { name: 'EOFY Sale' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A row of demo cars' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See our latest offers' }).getAttribute('href')).toBe(
      '/special-offers',
    );
    await expectNoAxeViolations();
  });

  it('reports false when closed with the close button, so the caller can store the flag', async () => {
    const onOpenChange = vi.fn();
    render(<Popup {...props} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', async () => {
    render(<Popup {...props} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed when the caller says so', () => {
    render(<Popup {...props} open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('omits the button when there is no link', () => {
    render(<Popup title="Notice" buttonText="Go" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
