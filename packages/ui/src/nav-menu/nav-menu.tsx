import { NavigationMenu } from 'radix-ui';
import { cn } from '../lib/cn';
import './nav-menu.css';

export type NavLink = {
  label: string;
  href: string;
  /** A second line, e.g. a location's phone number in the Locations dropdown. */
  description?: string;
  /** Links sharing a group show under one heading, e.g. models by body category. */
  group?: string;
};

export type NavItem = {
  label: string;
  /** A plain link when there are no sub-links. */
  href?: string;
  links?: readonly NavLink[];
};

export type NavMenuProps = {
  /** Names the navigation landmark, e.g. 'Main'. */
  label: string;
  items: readonly NavItem[];
  /** The open dropdown, by its item label ('' for none): `value` / `defaultValue` / `onValueChange`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

function groupLinks(links: readonly NavLink[]): [string | undefined, NavLink[]][] {
  const groups = new Map<string | undefined, NavLink[]>();
  for (const link of links) {
    const list = groups.get(link.group) ?? [];
    list.push(link);
    groups.set(link.group, list);
  }
  return Array.from(groups);
}

/**
 * The header navigation over Radix NavigationMenu. A dropdown opens on hover or
 * click and, for a mouse, closes on hover-out; touch keeps it open until a tap
 * elsewhere. Choosing a link closes it (SPEC §2 Routes: header dropdown menus).
 */
export function NavMenu({ label, items, className, ...state }: NavMenuProps) {
  return (
    <NavigationMenu.Root
      aria-label={label}
      data-slot="nav-menu"
      className={cn('fc-nav', className)}
      {...state}
    >
      <NavigationMenu.List className="fc-nav__list">
        {items.map((item) =>
          item.links && item.links.length > 0 ? (
            <NavigationMenu.Item key={item.label} value={item.label} className="fc-nav__item">
              <NavigationMenu.Trigger className="fc-nav__trigger">
                {item.label}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  width="12"
                  height="12"
                  className="fc-nav__caret"
                >
                  <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="fc-nav__content">
                {groupLinks(item.links).map(([group, links]) => (
                  <div key={group ?? ''} className="fc-nav__group">
                    {group ? <p className="fc-nav__group-label">{group}</p> : null}
                    <ul className="fc-nav__links">
                      {links.map((link) => (
                        <li key={link.href}>
                          <NavigationMenu.Link href={link.href} className="fc-nav__link">
                            <span className="fc-nav__link-label">{link.label}</span>
                            {link.description ? (
                              <span className="fc-nav__link-description">{link.description}</span>
                            ) : null}
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.label} className="fc-nav__item">
              <NavigationMenu.Link href={item.href ?? '#'} className="fc-nav__trigger">
                {item.label}
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
