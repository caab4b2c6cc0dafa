import type { FrameSettings } from '@forecourt/storefront/frame';
import '../theme.css';
import './frame.css';

// Heritage: a showroom masthead, the site name centred over the navigation.
// The frame's markup is the storefront's SiteFrame; this template chooses its header and
// words here and styles it in frame.css (the `fc-site*` classes under its data-template).
export const frame: FrameSettings = {
  header: 'masthead',
  locationsHeading: 'Visit us',
  phonePrefix: 'Call ',
  homeSections: ['search', 'latest', 'brands', 'body-types', 'facet-tiles', 'contact'],
};
