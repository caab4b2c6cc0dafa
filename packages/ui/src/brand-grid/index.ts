export { type Brand, BrandGrid, type BrandGridProps } from './brand-grid';
