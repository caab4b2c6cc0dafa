import type { FrameSettings } from '@forecourt/storefront/frame';
import '../theme.css';
import './frame.css';

// Franchise: the storefront's SiteFrame set up by data (FrameSettings: the header's
// arrangement, the footer's heading, the words before the phone), styled in frame.css.
export const frame: FrameSettings = { header: 'bar', locationsHeading: 'Our locations' };
