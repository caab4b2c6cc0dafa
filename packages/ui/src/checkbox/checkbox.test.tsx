import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('starts checked for opt-in, toggles with Space and has no accessibility violations', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox
        label="Email me similar stock and latest offers."
        defaultChecked
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Email me similar stock and latest offers.' });
    expect((box as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
    box.focus();
    await userEvent.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('toggles when its label is clicked', async () => {
    render(<Checkbox label="I agree to the terms of use" />);
    await userEvent.click(screen.getByText('I agree to the terms of use'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('is the browser checkbox: mixed when indeterminate, and its form value is sent', () => {
    const { rerender } = render(
      <form aria-label="makes">
        <Checkbox label="All makes" name="all" checked="indeterminate" onCheckedChange={() => {}} />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'All makes' }) as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.indeterminate).toBe(true);
    rerender(
      <form aria-label="makes">
        <Checkbox label="All makes" name="all" checked onCheckedChange={() => {}} />
      </form>,
    );
    expect(box.indeterminate).toBe(false);
    const form = screen.getByRole('form', { name: 'makes' }) as HTMLFormElement;
    expect(new FormData(form).get('all')).toBe('on');
  });

  describe('given the terms were not accepted', () => {
    it('is invalid and described by the message', async () => {
      render(
        <Checkbox
          label="I agree to the terms of use"
          error="*You must agree to the terms of use before submitting."
        />,
      );
      const box = screen.getByRole('checkbox');
      expect(box.getAttribute('aria-invalid')).toBe('true');
      const describedBy = box.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(
        '*You must agree to the terms of use before submitting.',
      );
      await expectNoAxeViolations();
    });
  });
});
