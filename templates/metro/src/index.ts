export { Layout, type LayoutProps, type LayoutSite } from './layout';
