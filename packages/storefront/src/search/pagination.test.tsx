import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';
import { expectNoAxeViolations } from './testing';

const hrefFor = (n: number) => (n === 1 ? '/search' : `/search?page=${n}`);

describe('Pagination', () => {
  it('lists the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('pages with real links and marks the current page, with no accessibility violations', async () => {
    render(<Pagination page={2} pages={5} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/search?page=3',
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations();
  });

  it('a plain click is handed to the page; a modified click is left to the browser', async () => {
    const onNavigate = vi.fn();
    render(<Pagination page={1} pages={3} hrefFor={hrefFor} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onNavigate).toHaveBeenCalledWith(3);
  });

  it('one page needs no paging', () => {
    const { container } = render(<Pagination page={1} pages={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe('');
  });
});
