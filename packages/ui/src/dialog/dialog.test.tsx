import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Combobox } from '../combobox/combobox';
import { expectNoAxeViolations } from '../test/axe';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

function EnquiryDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Enquire</Button>
      </DialogTrigger>
      <DialogContent title="Enquiry" description="We reply within one business day.">
        <label>
          Name <input name="name" />
        </label>
        <Button>Send</Button>
      </DialogContent>
    </Dialog>
  );
}

function Suggesting() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog defaultOpen>
      <DialogContent title="Filters">
        <Combobox
          label="Search our stock"
          value="to"
          onValueChange={() => {}}
          options={open ? [{ id: 't', label: 'Toyota' }] : []}
          onChoose={() => {}}
          onDismiss={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('has no accessibility violations when open', async () => {
    render(<EnquiryDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Enquire' }));
    expect(screen.getByRole('dialog', { name: 'Enquiry' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('moves focus inside, traps Tab within the dialog and returns focus to the trigger on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<EnquiryDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Enquire' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Cycle further than the number of focusable elements: focus never leaves.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('Escape in a combobox with its list open closes the list, and only the next one the dialog', async () => {
    render(<Suggesting />);
    const box = screen.getByRole('combobox');
    box.focus();
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the labelled close button', async () => {
    render(<EnquiryDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Enquire' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is described by its description when one is given', async () => {
    render(<EnquiryDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Enquire' }));
    const dialog = screen.getByRole('dialog');
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'We reply within one business day.',
    );
  });
});
