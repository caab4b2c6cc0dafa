import type { FrameSettings } from '@forecourt/storefront/frame';
import '../theme.css';
import './frame.css';

// Franchise: a manufacturer-franchise dealer's header, one row with the dealer's name and,
// under it, the make it is authorised for; the main phone at the end of the row.
export const frame: FrameSettings = {
  header: 'bar',
  locationsHeading: 'Find a dealership',
  franchiseLine: 'Authorised {make} Dealer',
  // A franchise's own make first: its latest cars, then its body types and what fits a
  // budget (a franchise sells on finance); no grid of other brands.
  homeSections: ['search', 'latest', 'body-types', 'budget-finder', 'promos', 'contact'],
};
