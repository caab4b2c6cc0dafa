import type { HolidayHoursRow } from '@forecourt/core';
import { Button, DeferredDialog, preloadDialog } from '@forecourt/ui';
import { useState } from 'react';

export type HolidayHoursProps = {
  locationName: string;
  rows: readonly HolidayHoursRow[];
};

/**
 * The holiday opening-hours dialog, listing the location's special
 * hours from today on (docs/rules.md#hours-entries; docs/rules.md#holiday-hours: the hard-coded holiday list),
 * each date with the department it is for and its hours (docs/rules.md#holiday-hours).
 */
export function HolidayHours({ locationName, rows }: HolidayHoursProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        data-action="holiday-hours"
        aria-haspopup="dialog"
      >
        Holiday opening hours
      </Button>
      <DeferredDialog
        open={open}
        onOpenChange={setOpen}
        title="Holiday opening hours"
        description={locationName}
        size="md"
        className="fc-holiday-dialog"
      >
        {rows.length === 0 ? (
          <p>No holiday hours are coming up. We keep our usual hours.</p>
        ) : (
          <table className="fc-holiday-dialog__table" data-slot="holiday-hours">
            <caption className="fc-visually-hidden">
              Holiday opening hours of {locationName}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Department</th>
                <th scope="col">Hours</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.date} ${row.department}`}
                  data-status={row.status === 'Closed' ? 'closed' : 'open'}
                >
                  <th scope="row">{row.dateLabel}</th>
                  <td>{row.departmentLabel}</td>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DeferredDialog>
    </>
  );
}
