import { cn } from '../lib/cn';
import './tile-grid.css';

export type Tile = {
  label: string;
  href: string;
  /** A line under the label, e.g. '128 cars'. */
  detail?: string;
};

export type TileGridProps = {
  tiles: readonly Tile[];
  /** Names the navigation landmark, e.g. 'Shop by body type'. */
  label: string;
  className?: string;
};

/**
 * Link tiles in a grid (docs/rules.md#home-page-sections: body-type tiles and facet tiles): each tile is one link,
 * its label and an optional detail line, at least 44 px tall.
 */
export function TileGrid({ tiles, label, className }: TileGridProps) {
  return (
    <nav aria-label={label} data-slot="tile-grid" className={cn('fc-tile-grid', className)}>
      <ul className="fc-tile-grid__list">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <a className="fc-tile-grid__link" href={tile.href}>
              <span className="fc-tile-grid__label">{tile.label}</span>
              {tile.detail ? <span className="fc-tile-grid__detail">{tile.detail}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
