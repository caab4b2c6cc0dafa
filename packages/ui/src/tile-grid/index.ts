export { type Tile, TileGrid, type TileGridProps } from './tile-grid';
