import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Badge, Tag } from './badge';

describe('Badge', () => {
  it('has no accessibility violations in every tone', async () => {
    render(
      <div>
        {(['neutral', 'primary', 'accent', 'success', 'warning', 'danger', 'outline'] as const).map(
          (tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ),
        )}
      </div>,
    );
    await expectNoAxeViolations();
  });
});

describe('Tag', () => {
  describe('given a sold car', () => {
    it('shows the label with its kind as a data attribute', async () => {
      render(<Tag kind="sold" label="SOLD" />);
      const tag = screen.getByText('SOLD');
      expect(tag.getAttribute('data-kind')).toBe('sold');
      expect(tag.getAttribute('data-slot')).toBe('tag');
      await expectNoAxeViolations();
    });
  });

  it('renders nothing for a blank label (otherwise blank)', () => {
    const { container } = render(<Tag kind="none" label="  " />);
    expect(container.innerHTML).toBe('');
  });
});
