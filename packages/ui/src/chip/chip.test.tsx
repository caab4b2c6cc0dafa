import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Chip } from './chip';

describe('Chip', () => {
  it('is a button named by its label, with the cross hidden from assistive technology', async () => {
    const onClick = vi.fn();
    render(
      <Chip removable aria-label="Remove SUV" onClick={onClick}>
        SUV
      </Chip>,
    );
    const chip = screen.getByRole('button', { name: 'Remove SUV' });
    expect(chip.getAttribute('type')).toBe('button');
    expect(chip.textContent).toBe('SUV×');
    chip.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('a toggle says whether it is pressed', () => {
    render(<Chip aria-pressed>Saved</Chip>);
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeTruthy();
  });
});
