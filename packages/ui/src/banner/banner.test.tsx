import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Banner } from './banner';

function Emergency(props: { onOpenChange?: (open: boolean) => void; open?: boolean }) {
  return (
    <Banner
      label="Service notice"
      tone="warning"
      sticky
      dismissible
      action={<a href="/service#service-booking">Book a Service</a>}
      {...props}
    >
      Our workshop is open through the holidays.
    </Banner>
  );
}

describe('Banner', () => {
  it('is a labelled region with its action and has no accessibility violations', async () => {
    render(<Emergency />);
    expect(screen.getByRole('region', { name: 'Service notice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a Service' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('stays visible until closed, from the keyboard', async () => {
    const onOpenChange = vi.fn();
    render(<Emergency onOpenChange={onOpenChange} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no close button unless dismissible', () => {
    render(<Banner label="Offers">See our latest offers</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is hidden when the caller has it closed', () => {
    render(<Emergency open={false} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
