import { cn } from '../lib/cn';
import './brand-grid.css';

export type Brand = { name: string; logoUrl: string; href: string };

export type BrandGridProps = {
  brands: readonly Brand[];
  /** Names the navigation landmark, e.g. 'Shop by brand'. */
  label: string;
  className?: string;
};

/** The brand logo grid (docs/rules.md#home-page-sections): each logo links to that make's search. */
export function BrandGrid({ brands, label, className }: BrandGridProps) {
  return (
    <nav aria-label={label} data-slot="brand-grid" className={cn('fc-brand-grid', className)}>
      <ul className="fc-brand-grid__list">
        {brands.map((brand) => (
          <li key={brand.href}>
            <a className="fc-brand-grid__link" href={brand.href}>
              <img src={brand.logoUrl} alt="" loading="lazy" width="96" height="48" />
              <span className="fc-brand-grid__name">{brand.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
