import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collapseAnimationCss } from '@forecourt/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  FilterSection,
} from './accordion';

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="age">
        <AccordionTrigger>Can I trade in an older car?</AccordionTrigger>
        <AccordionContent>
          Online estimates are not given for cars over 7 years old.
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="km">
        <AccordionTrigger>Is there a kilometre limit?</AccordionTrigger>
        <AccordionContent>Over 100,000 km we value the car in person.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('has no accessibility violations', async () => {
    render(<Faq />);
    await expectNoAxeViolations();
  });

  it('moves between headers with the arrow keys and opens with Enter', async () => {
    render(<Faq />);
    const [first, second] = screen.getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard('{Enter}');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Over 100,000 km we value the car in person.')).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
  });

  it('animates for the 300 ms collapse token and not at all under reduced motion', () => {
    const css = readFileSync(join(import.meta.dirname, 'accordion.css'), 'utf8');
    expect(css).toContain('animation: fc-collapse-open var(--duration-collapse)');
    expect(css).toMatch(/prefers-reduced-motion: reduce\)[\s\S]*animation: none/);
    const tokens = readFileSync(join(import.meta.dirname, '../theme/tokens.css'), 'utf8');
    // The kit's figure is core's rule, the same on every template (docs/rules.md#menus-and-sections).
    expect(tokens).toContain(`--duration-collapse: ${collapseAnimationCss()};`);
  });
});

describe('FilterSection', () => {
  it('starts open, has no accessibility violations and toggles with Space', async () => {
    const onOpenChange = vi.fn();
    render(
      <FilterSection title="Make" onOpenChange={onOpenChange}>
        <p>Toyota</p>
      </FilterSection>,
    );
    await expectNoAxeViolations();
    const trigger = screen.getByRole('button', { name: 'Make' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    trigger.focus();
    await userEvent.keyboard(' ');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('can start closed', () => {
    render(
      <FilterSection title="Colour" defaultOpen={false}>
        <p>Red</p>
      </FilterSection>,
    );
    expect(screen.getByRole('button', { name: 'Colour' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByText('Red')).toBeNull();
  });
});
