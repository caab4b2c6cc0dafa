import './locations.css';
import type { Department, HolidayHoursRow } from '@forecourt/core';
import { HoursTable, Tabs } from '@forecourt/ui';
import { HolidayHours } from './holiday-hours-dialog';
import type { DepartmentHoursView } from './types';

export type OpeningHoursProps = {
  locationName: string;
  departments: readonly DepartmentHoursView[];
  /** The tab it opens on: the location's own department. */
  defaultDepartment?: Department | null;
  holidays?: readonly HolidayHoursRow[];
  /** The heading's level; 2 by default. */
  headingLevel?: 2 | 3;
};

/**
 * The opening-hours table with a department switcher: one tab
 * per department the location answers for (they switch on click, with the arrow
 * keys, and on a mouse's hover, docs/rules.md#opening-hours), this week's hours with special hours on
 * their dates and Monday to Friday as one row when identical (docs/rules.md#opening-hours), today
 * marked; and the holiday opening-hours dialog (docs/rules.md#opening-hours).
 */
export function OpeningHours({
  locationName,
  departments,
  defaultDepartment,
  holidays,
  headingLevel = 2,
}: OpeningHoursProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const only = departments.length === 1 ? departments[0] : undefined;
  return (
    <section
      className="fc-opening-hours"
      aria-labelledby="fc-opening-hours-heading"
      data-slot="opening-hours"
    >
      <Heading id="fc-opening-hours-heading" className="fc-opening-hours__heading">
        Opening hours
      </Heading>
      {departments.length === 0 ? (
        <p>Call us for our opening hours.</p>
      ) : only ? (
        <HoursTable caption={`${only.label} opening hours`} rows={only.rows} showCaption />
      ) : (
        <Tabs
          label="Department"
          activateOnHover
          defaultValue={defaultDepartment ?? departments[0]?.department}
          items={departments.map((d) => ({
            value: d.department,
            label: d.label,
            content: <HoursTable caption={`${d.label} opening hours`} rows={d.rows} />,
          }))}
        />
      )}
      {holidays ? (
        <div className="fc-opening-hours__holidays">
          <HolidayHours locationName={locationName} rows={holidays} />
        </div>
      ) : null}
    </section>
  );
}
