import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/use-controllable';
import './tabs.css';

export type TabItem = { value: string; label: string; content: ReactNode };

export type TabsProps = {
  /** Names the tab list, e.g. 'Department'. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Hour tabs switch on hover or click (docs/rules.md#menus-and-sections). With a mouse, hovering a tab
   * selects it; keyboard and touch behave as usual.
   */
  activateOnHover?: boolean;
  className?: string;
};

/** Tabs over Radix (the opening-hours department switcher, docs/rules.md#opening-hours). */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  activateOnHover = false,
  className,
}: TabsProps) {
  const [current, setCurrent] = useControllable(
    value,
    defaultValue ?? items[0]?.value ?? '',
    onValueChange,
  );
  return (
    <RadixTabs.Root
      data-slot="tabs"
      className={cn('fc-tabs', className)}
      value={current}
      onValueChange={setCurrent}
    >
      <RadixTabs.List aria-label={label} className="fc-tabs__list">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="fc-tabs__trigger"
            onPointerEnter={
              activateOnHover
                ? (event) => {
                    if (event.pointerType === 'mouse' && item.value !== current)
                      setCurrent(item.value);
                  }
                : undefined
            }
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="fc-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
