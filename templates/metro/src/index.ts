export { Layout, type LayoutProps, type LayoutSite } from './Layout';
