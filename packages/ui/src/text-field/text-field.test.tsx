import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled, takes typing and has no accessibility violations', async () => {
    const onChange = vi.fn();
    render(<TextField label="Postcode" name="postcode" maxLength={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, '40000');
    expect((input as HTMLInputElement).value).toBe('4000');
    expect(onChange).toHaveBeenCalledTimes(4);
    await expectNoAxeViolations();
  });

  describe('given an error', () => {
    it('is marked invalid and described by the message', async () => {
      render(
        <TextField
          label="Postcode"
          hint="4 digits"
          required
          error="Invalid postcode. Please enter a 4-digit number."
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Postcode' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
        '4 digits',
        'Invalid postcode. Please enter a 4-digit number.',
      ]);
      expect((input as HTMLInputElement).required).toBe(true);
      await expectNoAxeViolations();
    });
  });

  it('has no invalid state without an error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders a multi-line message box', async () => {
    render(<TextField label="Message" multiline name="message" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    await expectNoAxeViolations();
  });
});
