export {
  groupNavLinks,
  type NavItem,
  type NavLink,
  NavMenu,
  type NavMenuProps,
} from './nav-menu';
