import type { FrameSettings } from '@forecourt/storefront/frame';
import '../theme.css';
import './frame.css';

// Franchise: a manufacturer-franchise dealer's header, one row with the dealer's name and,
// under it, the make it is authorised for; the main phone at the end of the row.
export const frame: FrameSettings = {
  header: 'bar',
  locationsHeading: 'Find a dealership',
  franchiseLine: 'Authorised {make} Dealer',
};
