import type { FrameSettings } from '@forecourt/storefront/frame';
import '../theme.css';
import './frame.css';

// Outback: every department's phone in a strip over a bold header.
// The frame's markup is the storefront's SiteFrame; this template chooses its header and
// words here and styles it in frame.css (the `fc-site*` classes under its data-template).
export const frame: FrameSettings = {
  header: 'strip',
  locationsHeading: 'Find us',
  homeSections: [
    'search',
    'body-types',
    'facet-tiles',
    'brands',
    'latest',
    'stock-rows',
    'promos',
    'contact',
  ],
  facetTiles: { facet: 'drive', title: 'Shop by drive type' },
  stockRows: [
    {
      title: 'Utes',
      refinements: { body: ['Ute'] },
      ranges: {},
      sortBy: 'latest',
      limit: 4,
    },
    {
      title: 'Under $20,000',
      refinements: {},
      ranges: { price: { min: 1_001, max: 20_000 } },
      sortBy: 'price_desc',
      limit: 4,
    },
  ],
};
