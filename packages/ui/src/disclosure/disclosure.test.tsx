import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Disclosure } from './disclosure';

const full = 'A long description of the offer that goes on well past the preview length.';
const preview = 'A long description of the offer…';

describe('Disclosure', () => {
  describe('given a preview', () => {
    it('shows the preview with View more and has no accessibility violations', async () => {
      render(<Disclosure preview={preview}>{full}</Disclosure>);
      expect(screen.getByText(preview)).toBeTruthy();
      expect(screen.queryByText(full)).toBeNull();
      const toggle = screen.getByRole('button', { name: 'View more' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await expectNoAxeViolations();
    });

    it('expands to the full text with Enter and collapses again with View less', async () => {
      const onExpandedChange = vi.fn();
      render(
        <Disclosure preview={preview} onExpandedChange={onExpandedChange}>
          {full}
        </Disclosure>,
      );
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByText(full)).toBeTruthy();
      const less = screen.getByRole('button', { name: 'View less' });
      expect(less.getAttribute('aria-expanded')).toBe('true');
      await userEvent.keyboard('{Enter}');
      expect(screen.getByText(preview)).toBeTruthy();
      expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
    });
  });

  describe('given no preview (short text)', () => {
    it('shows the full content without a toggle', () => {
      render(<Disclosure>Short text.</Disclosure>);
      expect(screen.getByText('Short text.')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  it('follows the caller when controlled', () => {
    render(
      <Disclosure preview={preview} expanded>
        {full}
      </Disclosure>,
    );
    expect(screen.getByText(full)).toBeTruthy();
  });
});
