import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Carousel, loopIndex } from './carousel';

const images = [
  { src: '/a.jpg', alt: 'Front' },
  { src: '/b.jpg', alt: 'Side' },
  { src: '/c.jpg', alt: 'Interior' },
];

function shown() {
  return screen.getByRole('img', { hidden: false }).getAttribute('alt');
}

describe('Carousel', () => {
  it('starts at index 1 and has no accessibility violations', async () => {
    render(<Carousel label="Car photos" images={images} />);
    expect(shown()).toBe('Side');
    expect(
      screen.getByRole('button', { name: 'Show image 2 of 3' }).getAttribute('aria-current'),
    ).toBe('true');
    await expectNoAxeViolations();
  });

  it('arrives with only the photo on show, eager and first in line; the others follow, lazily', async () => {
    const { container } = render(<Carousel label="Car photos" images={images} />);
    const first = container.querySelectorAll('img');
    expect([...first].map((img) => img.getAttribute('src'))).toEqual(['/b.jpg']);
    expect(first[0]?.getAttribute('loading')).toBe('eager');
    expect(first[0]?.getAttribute('fetchpriority')).toBe('high');
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(3));
    const lazy = [...container.querySelectorAll('img')].filter((img) => img.src.endsWith('/a.jpg'));
    expect(lazy[0]?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the next photo at once when the shopper moves before the others arrive', async () => {
    const { container } = render(<Carousel label="Car photos" images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Interior');
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('starts at the only image when there is just one, without controls', () => {
    render(<Carousel label="Car photos" images={[{ src: '/a.jpg', alt: 'Front' }]} />);
    expect(shown()).toBe('Front');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loops forwards and backwards with the arrow buttons', async () => {
    const onIndexChange = vi.fn();
    render(<Carousel label="Car photos" images={images} onIndexChange={onIndexChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Interior');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Front');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('Interior');
    expect(onIndexChange.mock.calls.map((c) => c[0])).toEqual([2, 0, 2]);
  });

  it('moves with the Left and Right arrow keys from the focused viewport', async () => {
    render(<Carousel label="Car photos" images={images} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Interior');
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Front');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Interior');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Side');
  });

  it('jumps to an image from its dot', async () => {
    render(<Carousel label="Car photos" images={images} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    expect(shown()).toBe('Front');
  });

  it('slides on a swipe and ignores a short drag', () => {
    const { container } = render(<Carousel label="Car photos" images={images} />);
    const viewport = container.querySelector('.fc-carousel__viewport') as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(shown()).toBe('Interior');
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 130 });
    expect(shown()).toBe('Interior');
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 250 });
    expect(shown()).toBe('Side');
  });

  it('keeps hidden slides out of the accessibility tree', () => {
    render(<Carousel label="Car photos" images={images} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('2 of 3');
  });
});

describe('loopIndex', () => {
  it('wraps past either end', () => {
    expect(loopIndex(3, 3)).toBe(0);
    expect(loopIndex(-1, 3)).toBe(2);
    expect(loopIndex(1, 3)).toBe(1);
    expect(loopIndex(1, 1)).toBe(0);
    expect(loopIndex(5, 0)).toBe(0);
  });
});
