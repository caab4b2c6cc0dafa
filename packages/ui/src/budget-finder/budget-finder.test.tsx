import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { BudgetFinder, type BudgetFinderProps } from './budget-finder';

function props(overrides: Partial<BudgetFinderProps> = {}): BudgetFinderProps {
  return {
    heading: 'Find cars for your budget',
    bodies: [
      { value: 'SUV', detail: '12 cars' },
      { value: 'Ute', detail: '4 cars' },
    ],
    body: null,
    onBodyChange: vi.fn(),
    frequency: 'monthly',
    onFrequencyChange: vi.fn(),
    repayment: 600,
    onRepaymentChange: vi.fn(),
    deposit: 2000,
    onDepositChange: vi.fn(),
    estimate: '$38,000',
    buttonLabel: 'View Cars In This Range',
    disabled: false,
    message: null,
    onView: vi.fn(),
    ...overrides,
  };
}

describe('BudgetFinder', () => {
  describe('given a budget the results can meet', () => {
    it('names itself by its heading and offers the button', async () => {
      const onView = vi.fn();
      render(<BudgetFinder {...props({ onView })} />);
      const finder = screen.getByRole('region', { name: 'Find cars for your budget' });
      expect(within(finder).getByText('$38,000')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'View Cars In This Range' }));
      expect(onView).toHaveBeenCalledOnce();
    });

    it('presses a body tile, and pressing it again lets it go', async () => {
      const onBodyChange = vi.fn();
      const { rerender } = render(<BudgetFinder {...props({ onBodyChange })} />);
      const suv = screen.getByRole('button', { name: 'SUV 12 cars' });
      expect(suv.getAttribute('aria-pressed')).toBe('false');
      await userEvent.click(suv);
      expect(onBodyChange).toHaveBeenLastCalledWith('SUV');
      rerender(<BudgetFinder {...props({ onBodyChange, body: 'SUV' })} />);
      expect(screen.getByRole('button', { name: 'SUV 12 cars' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await userEvent.click(screen.getByRole('button', { name: 'SUV 12 cars' }));
      expect(onBodyChange).toHaveBeenLastCalledWith(null);
    });

    it('hands typed amounts over as numbers, and an emptied field as NaN', () => {
      const onRepaymentChange = vi.fn();
      const onDepositChange = vi.fn();
      render(<BudgetFinder {...props({ onRepaymentChange, onDepositChange })} />);
      fireEvent.change(screen.getByLabelText('Monthly repayment ($)'), {
        target: { value: '450' },
      });
      expect(onRepaymentChange).toHaveBeenLastCalledWith(450);
      fireEvent.change(screen.getByLabelText('Deposit ($)'), { target: { value: '' } });
      expect(onDepositChange).toHaveBeenLastCalledWith(Number.NaN);
    });

    it('switches between weekly and monthly with the keyboard', async () => {
      const onFrequencyChange = vi.fn();
      render(<BudgetFinder {...props({ onFrequencyChange })} />);
      await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
      expect(onFrequencyChange).toHaveBeenLastCalledWith('weekly');
    });

    it('has no accessibility violations', async () => {
      render(<BudgetFinder {...props()} />);
      await expectNoAxeViolations();
    });
  });

  describe('given a budget below the cheapest car', () => {
    it('says so and disables the button', async () => {
      render(
        <BudgetFinder
          {...props({
            disabled: true,
            buttonLabel: '0 Cars Found',
            message: 'No Cars found for this budget',
            estimate: '$2,000',
          })}
        />,
      );
      expect(screen.getByRole('status').textContent).toBe('No Cars found for this budget');
      const button = screen.getByRole('button', { name: '0 Cars Found' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(screen.getByRole('region', { name: 'Find cars for your budget' }).dataset.state).toBe(
        'invalid',
      );
      await expectNoAxeViolations();
    });
  });
});
