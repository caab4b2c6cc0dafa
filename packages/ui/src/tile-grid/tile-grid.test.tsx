import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { TileGrid } from './tile-grid';

describe('TileGrid', () => {
  it('is a named navigation of one link per tile, label then detail', async () => {
    render(
      <TileGrid
        label="Shop by body type"
        tiles={[
          { label: 'SUV', detail: '12 cars', href: '/search/suv' },
          { label: 'Ute', href: '/search/ute' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Shop by body type' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['SUV12 cars', '/search/suv'],
      ['Ute', '/search/ute'],
    ]);
    await expectNoAxeViolations();
  });
});
