import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CaretIcon } from '../icons';
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

/** How long a mouse rests on a trigger before its dropdown opens, and leaves before it closes. */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_CLOSE_DELAY_MS = 150;

/**
 * A dropdown's links by group, the groups in the order their first link comes and the
 * links without a group as one more (group `undefined`), where the first of them comes.
 */
export function groupNavLinks<T extends Pick<NavLink, 'group'>>(
  links: readonly T[],
): [string | undefined, T[]][] {
  const groups = new Map<string | undefined, T[]>();
  for (const link of links) {
    const list = groups.get(link.group) ?? [];
    list.push(link);
    groups.set(link.group, list);
  }
  return Array.from(groups);
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/** The most links a group lists one under another before it flows into another column. */
export const NAV_GROUP_MAX_ROWS = 8;

/** Rows for a group's links: columns of at most NAV_GROUP_MAX_ROWS, as even as they can be. */
function rowsFor(count: number): number {
  const columns = Math.max(1, Math.ceil(count / NAV_GROUP_MAX_ROWS));
  return Math.ceil(count / columns);
}

/** The gap a dropdown keeps from the edges of the window. */
const VIEWPORT_MARGIN_PX = 8;

/**
 * Keeps an open dropdown inside the window: moved left when it would pass the right
 * edge (a long Models dropdown opened from the middle of the header), and scrolling
 * when it is taller than the room below its button.
 */
function keepInViewport(content: HTMLElement) {
  content.style.removeProperty('translate');
  content.style.removeProperty('max-height');
  const rect = content.getBoundingClientRect();
  const right = document.documentElement.clientWidth - VIEWPORT_MARGIN_PX;
  const over = rect.right - right;
  if (over > 0) {
    content.style.translate = `${-Math.min(over, rect.left - VIEWPORT_MARGIN_PX)}px 0`;
  }
  const room = window.innerHeight - Math.max(rect.top, 0) - VIEWPORT_MARGIN_PX;
  if (rect.height > room) content.style.maxHeight = `${Math.max(room, 160)}px`;
}

/**
 * The header navigation: plain links and disclosure buttons, each opening a
 * dropdown of links (the disclosure navigation pattern, written without a menu
 * library so every page stays light). A dropdown opens on click, Enter or
 * Space, and for a mouse on hover, closing on hover-out; touch keeps it open
 * until a tap elsewhere. Tab walks into its links, the arrow keys move between
 * them, Escape closes it and puts focus back on its button, and choosing a
 * link or leaving the navigation closes it (docs/rules.md#menus-and-sections: header dropdown menus).
 */
export function NavMenu({
  label,
  items,
  value,
  defaultValue = '',
  onValueChange,
  className,
}: NavMenuProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const open = value ?? ownValue;
  const navRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const setOpen = useCallback(
    (next: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const later = (next: string, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const cancelLater = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Placed before it is painted, and again when the window or the dropdown changes
  // size: the template's fonts arriving after it opened make its text wider or
  // narrower, and a place measured with the fallback font would be stale.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (open === '' || !content) return;
    keepInViewport(content);
    const onResize = () => keepInViewport(content);
    window.addEventListener('resize', onResize);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    observer?.observe(content);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [open]);

  // A tap or click anywhere outside the navigation closes the open dropdown.
  useEffect(() => {
    if (open === '') return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen('');
    };
    // Escape closes it wherever focus is (a dropdown a mouse opened, say).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen('');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, setOpen]);

  // An id is one token: a label's spaces would make aria-controls name several ids.
  const idOf = (itemLabel: string) => itemLabel.replace(/[^A-Za-z0-9_-]+/g, '-');
  const triggerId = (itemLabel: string) => `${baseId}-trigger-${idOf(itemLabel)}`;
  const contentId = (itemLabel: string) => `${baseId}-content-${idOf(itemLabel)}`;
  const focusTrigger = (itemLabel: string) =>
    document.getElementById(triggerId(itemLabel))?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (open === '') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      const closing = open;
      setOpen('');
      focusTrigger(closing);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const content = document.getElementById(contentId(open));
    if (!content) return;
    const links = Array.from(content.querySelectorAll<HTMLAnchorElement>('a[href]'));
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : at + step;
    links[Math.min(links.length - 1, Math.max(0, next))]?.focus();
  };

  // Focus leaving the navigation (Tab past the last link) closes the dropdown.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null;
    if (open !== '' && to && !navRef.current?.contains(to)) setOpen('');
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      data-slot="nav-menu"
      className={cn('fc-nav', className)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div style={{ position: 'relative' }}>
        <ul className="fc-nav__list">
          {items.map((item) => {
            if (!item.links || item.links.length === 0) {
              return (
                <li key={item.label} className="fc-nav__item">
                  <a href={item.href ?? '#'} className="fc-nav__trigger">
                    {item.label}
                  </a>
                </li>
              );
            }
            const isOpen = open === item.label;
            return (
              <li
                key={item.label}
                className="fc-nav__item"
                onPointerEnter={(event) => {
                  if (isMouse(event) && isOpen) cancelLater();
                }}
                onPointerLeave={(event) => {
                  if (!isMouse(event)) return;
                  if (isOpen) later('', NAV_CLOSE_DELAY_MS);
                  else cancelLater();
                }}
              >
                <button
                  type="button"
                  id={triggerId(item.label)}
                  className="fc-nav__trigger"
                  data-state={isOpen ? 'open' : 'closed'}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? contentId(item.label) : undefined}
                  onClick={() => setOpen(isOpen ? '' : item.label)}
                  onPointerMove={(event) => {
                    if (!isMouse(event) || isOpen) return;
                    // Moving along the bar from one open dropdown to the next is immediate.
                    if (open !== '') setOpen(item.label);
                    else if (!timer.current) later(item.label, NAV_OPEN_DELAY_MS);
                  }}
                >
                  {item.label}
                  <CaretIcon className="fc-nav__caret" />
                </button>
                {isOpen ? (
                  <div
                    ref={contentRef}
                    id={contentId(item.label)}
                    className="fc-nav__content"
                    data-state="open"
                  >
                    {groupNavLinks(item.links).map(([group, links], groupIndex) => (
                      <div key={group ?? ''} className="fc-nav__group">
                        {group ? (
                          <p
                            id={`${contentId(item.label)}-${groupIndex}`}
                            className="fc-nav__group-label"
                          >
                            {group}
                          </p>
                        ) : null}
                        <ul
                          className="fc-nav__links"
                          aria-labelledby={
                            group ? `${contentId(item.label)}-${groupIndex}` : undefined
                          }
                          style={{ '--fc-nav-rows': rowsFor(links.length) } as CSSProperties}
                        >
                          {links.map((link) => (
                            <li key={`${link.label} ${link.href}`}>
                              <a
                                href={link.href}
                                className="fc-nav__link"
                                onClick={() => setOpen('')}
                              >
                                <span className="fc-nav__link-label">{link.label}</span>
                                {link.description ? (
                                  <span className="fc-nav__link-description">
                                    {link.description}
                                  </span>
                                ) : null}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
