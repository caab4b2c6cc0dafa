import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { CarCardSkeleton, Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', async () => {
    const { container } = render(<Skeleton width="10rem" height="1rem" />);
    const block = container.querySelector('[data-slot="skeleton"]');
    expect(block?.getAttribute('aria-hidden')).toBe('true');
    expect((block as HTMLElement).style.width).toBe('10rem');
    await expectNoAxeViolations();
  });
});

describe('CarCardSkeleton', () => {
  it('announces one loading status and has no accessibility violations', async () => {
    render(<CarCardSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading car');
    await expectNoAxeViolations();
  });
});
