import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { FormErrorList } from './form-error-list';

const errors = [
  { fieldId: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
  { message: '*You must agree to the terms of use before submitting.' },
];

describe('FormErrorList', () => {
  it("carries the spec's heading, lists every error and has no accessibility violations", async () => {
    render(
      <form>
        <input id="postcode" aria-label="Postcode" />
        <FormErrorList errors={errors} />
      </form>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Please fix the following errors:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Invalid postcode. Please enter a 4-digit number.',
      '*You must agree to the terms of use before submitting.',
    ]);
    expect(
      screen
        .getByRole('link', { name: 'Invalid postcode. Please enter a 4-digit number.' })
        .getAttribute('href'),
    ).toBe('#postcode');
    await expectNoAxeViolations();
  });

  it('takes focus when it appears so keyboard users land on it', () => {
    render(<FormErrorList errors={errors} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<FormErrorList errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
