import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Rating } from './rating';

describe('Rating', () => {
  it('speaks the rating as one image and has no accessibility violations', async () => {
    render(<Rating value={4.6} countLabel="(128 reviews)" />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeTruthy();
    expect(screen.getByText('(128 reviews)')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('fills four stars and six tenths of the fifth for 4.6', () => {
    const { container } = render(<Rating value={4.6} />);
    const widths = Array.from(container.querySelectorAll('clipPath rect'), (r) =>
      Number(r.getAttribute('width')),
    );
    expect(widths.map((w) => Math.round(w * 10) / 10)).toEqual([16, 16, 16, 16, 9.6]);
  });

  it('keeps the value between 0 and the maximum', () => {
    render(
      <div>
        <Rating value={7} />
        <Rating value={-1} />
      </div>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeTruthy();
  });
});
