import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Combobox, type ComboboxOption } from './combobox';

const options: ComboboxOption[] = [
  { id: 'a', label: 'Toyota', detail: '12 cars' },
  { id: 'b', label: 'Tourer', detail: '3 cars' },
];

function Harness({
  onChoose,
  onSubmit,
}: {
  onChoose: (o: ComboboxOption) => void;
  onSubmit: () => void;
}) {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox
        label="Search our stock"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setOpen(next.length >= 2);
        }}
        options={open ? options : []}
        onChoose={(option) => {
          setValue(option.label);
          setOpen(false);
          onChoose(option);
        }}
        onDismiss={() => setOpen(false)}
      />
      <button type="submit">Search</button>
    </form>
  );
}

describe('Combobox', () => {
  it('is a named combobox whose list opens with its options; no axe violations open or closed', async () => {
    render(<Harness onChoose={() => {}} onSubmit={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Search our stock' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations();
    await userEvent.type(box, 'to');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Toyota, 12 cars',
      'Tourer, 3 cars',
    ]);
    expect(screen.getByRole('status').textContent).toContain('2 suggestions');
    await expectNoAxeViolations();
  });

  it('arrows move the highlight (wrapping) while focus stays in the box; Enter chooses', async () => {
    const onChoose = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onChoose={onChoose} onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'to');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(options[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((box as HTMLInputElement).value).toBe('Tourer');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with nothing highlighted submits the form; Escape closes the list and keeps the words', async () => {
    const onSubmit = vi.fn();
    render(<Harness onChoose={() => {}} onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'tou');
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('tou');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a click chooses an option without the box losing focus first', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} onSubmit={() => {}} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'to');
    await userEvent.click(screen.getByRole('option', { name: /^Toyota/ }));
    expect(onChoose).toHaveBeenCalledWith(options[0]);
    expect(document.activeElement).toBe(box);
  });

  it('leaving the box closes the list', async () => {
    render(<Harness onChoose={() => {}} onSubmit={() => {}} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'to');
    await userEvent.tab();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
