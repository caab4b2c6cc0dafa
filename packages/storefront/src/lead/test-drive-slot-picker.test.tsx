import type { TestDriveSlot } from '@forecourt/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Storefront, type StorefrontClient, StorefrontProvider } from '../context';
import {
  type TestDriveSlotChoice,
  type TestDriveSlotLocation,
  TestDriveSlotPicker,
} from './test-drive-slot-picker';

// Test-drive appointments on the booking page: the picker reads a day's
// free times as the shopper chooses and hands the chosen start to the page (docs/rules.md#test-drive-slots).

async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

const north: TestDriveSlotLocation = {
  id: 'n1',
  name: 'North Sales',
  dealershipSlug: 'north',
  timeZone: 'Australia/Brisbane',
};
const south: TestDriveSlotLocation = { ...north, id: 's1', name: 'South Sales' };
const slots: TestDriveSlot[] = [
  { start: '2026-11-25T09:00:00+10:00', time: '9:00 AM' },
  { start: '2026-11-25T09:30:00+10:00', time: '9:30 AM' },
];

function storefrontWith(testDriveSlots: StorefrontClient['testDriveSlots']): Storefront {
  return {
    client: { testDriveSlots } as unknown as StorefrontClient,
    storage: null,
    navigate: vi.fn(),
    track: vi.fn(),
    logger: vi.fn(),
    site: {
      slug: 'acme',
      name: 'Acme Motors',
      privacyPolicyHref: '/privacy-policy',
      dealershipId: '41',
      websiteId: '41',
      carsPath: '/search',
    },
  };
}

function Picker({
  onChoice,
  error,
}: {
  onChoice?: (choice: TestDriveSlotChoice) => void;
  error?: string;
}) {
  const [choice, setChoice] = useState<TestDriveSlotChoice>({ location: north, start: null });
  return (
    <TestDriveSlotPicker
      locations={[north, south]}
      value={choice}
      onValueChange={(next) => {
        setChoice(next);
        onChoice?.(next);
      }}
      error={error}
    />
  );
}

describe('given a site with two sales locations', () => {
  it('reads the chosen day’s free times and hands the chosen start over', async () => {
    const read = vi.fn(async () => slots);
    const onChoice = vi.fn();
    const user = userEvent.setup();
    render(
      <StorefrontProvider value={storefrontWith(read)}>
        <Picker onChoice={onChoice} />
      </StorefrontProvider>,
    );
    const day = screen.getByRole('combobox', { name: 'Day' });
    await waitFor(() => expect(day.querySelectorAll('option').length).toBeGreaterThan(1));
    const firstDay = (day.querySelectorAll('option')[1] as HTMLOptionElement).value;
    await user.selectOptions(day, firstDay);
    expect(read).toHaveBeenCalledWith('n1', firstDay);
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    expect(onChoice).toHaveBeenLastCalledWith({ location: north, start: slots[1]?.start });
    await expectNoAxeViolations();

    // Another location reads its own times and drops the picked one.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 's1');
    expect(onChoice).toHaveBeenLastCalledWith({ location: south, start: null });
    await waitFor(() => expect(read).toHaveBeenLastCalledWith('s1', firstDay));
  });

  it('says when a day has no free times, and offers to try again when they cannot be read', async () => {
    const read = vi
      .fn<NonNullable<StorefrontClient['testDriveSlots']>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([]);
    const user = userEvent.setup();
    render(
      <StorefrontProvider value={storefrontWith(read)}>
        <Picker error="Sorry, that test drive time was just booked by someone else." />
      </StorefrontProvider>,
    );
    const day = screen.getByRole('combobox', { name: 'Day' });
    await waitFor(() => expect(day.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(day, (day.querySelectorAll('option')[2] as HTMLOptionElement).value);
    expect(await screen.findByText('The free times could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('just booked by someone else');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No times are free on this day. Please choose another day.'),
    ).toBeTruthy();
    await expectNoAxeViolations();
  });
});
