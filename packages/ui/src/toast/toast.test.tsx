import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Alert, Toast, ToastProvider } from './toast';

describe('Alert', () => {
  describe('given a submit failure', () => {
    it('is announced at once as an alert with the default text', async () => {
      render(<Alert tone="danger">An error occurred when submitting this form</Alert>);
      expect(screen.getByRole('alert').textContent).toBe(
        'An error occurred when submitting this form',
      );
      await expectNoAxeViolations();
    });
  });

  it('announces other tones politely as a status', async () => {
    render(<Alert tone="success" title="Thanks!" />);
    expect(screen.getByRole('status').textContent).toBe('Thanks!');
    await expectNoAxeViolations();
  });
});

describe('Toast', () => {
  it('shows in the notifications region, has no accessibility violations and closes from its button', async () => {
    const onOpenChange = vi.fn();
    render(
      <ToastProvider>
        <Toast title="Added to favourites" defaultOpen onOpenChange={onOpenChange} />
      </ToastProvider>,
    );
    expect(screen.getByText('Added to favourites')).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
