import type { FrameSettings } from '@forecourt/storefront/frame';
import '../theme.css';
import './frame.css';

// Metro: a slim navy bar with the site name, the navigation and the main phone.
// The frame's markup is the storefront's SiteFrame; this template chooses its header and
// words here and styles it in frame.css (the `fc-site*` classes under its data-template).
export const frame: FrameSettings = { header: 'bar', locationsHeading: 'Our locations' };
