import { Collapsible, Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import './accordion.css';

/**
 * Accordion over Radix: `type="single" | "multiple"`, `value` / `defaultValue` /
 * `onValueChange`. Content opens and closes in var(--duration-collapse), 300 ms
 * by default (docs/rules.md#menus-and-sections), and instantly under reduced motion.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof RadixAccordion.Root>) {
  return (
    <RadixAccordion.Root
      data-slot="accordion"
      className={cn('fc-accordion', className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof RadixAccordion.Item>) {
  return (
    <RadixAccordion.Item
      data-slot="accordion-item"
      className={cn('fc-accordion__item', className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixAccordion.Trigger>) {
  return (
    <RadixAccordion.Header className="fc-accordion__header">
      <RadixAccordion.Trigger className={cn('fc-collapse-trigger', className)} {...props}>
        <span>{children}</span>
        <Chevron />
      </RadixAccordion.Trigger>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixAccordion.Content>) {
  return (
    <RadixAccordion.Content className={cn('fc-collapse-content', className)} {...props}>
      <div className="fc-collapse-content__inner">{children}</div>
    </RadixAccordion.Content>
  );
}

export type FilterSectionProps = {
  title: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

/** A collapsible section of the search sidebar (docs/rules.md#menus-and-sections). */
export function FilterSection({
  title,
  children,
  open,
  defaultOpen = true,
  onOpenChange,
  className,
}: FilterSectionProps) {
  return (
    <Collapsible.Root
      data-slot="filter-section"
      className={cn('fc-filter-section', className)}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <h3 className="fc-accordion__header">
        <Collapsible.Trigger className="fc-collapse-trigger">
          <span>{title}</span>
          <Chevron />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className="fc-collapse-content fc-collapse-content--collapsible">
        <div className="fc-collapse-content__inner">{children}</div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" className="fc-chevron" viewBox="0 0 16 16" width="16" height="16">
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
