import { cn } from '../lib/cn';
import './hours-table.css';

export type HoursRow = {
  /** 'Monday - Friday', 'Saturday'. */
  days: string;
  /** 'Closed' or '8:30 AM - 5:30 PM'. */
  hours: string;
  /** The row holds today: it is marked and says so to a screen reader. */
  today?: boolean;
  /** Special hours replace the regular ones on this row's date (a public holiday). */
  special?: boolean;
  /** The row is closed all day: the hours read muted. */
  closed?: boolean;
};

export type HoursTableProps = {
  /** Names the table, e.g. 'Sales opening hours'. */
  caption: string;
  rows: readonly HoursRow[];
  /** Show the caption (by default it is for screen readers only: a tab or heading names the table). */
  showCaption?: boolean;
  /** What a special row's note says; 'Special hours' by default. */
  specialLabel?: string;
  className?: string;
};

/**
 * Opening hours as a table of days and hours (docs/rules.md#opening-hours: the opening-hours
 * table; Mon-Fri collapse into one row when identical, which the caller's rows
 * already reflect). Today's row is marked; a row whose date has special hours
 * carries a note.
 */
export function HoursTable({
  caption,
  rows,
  showCaption = false,
  specialLabel = 'Special hours',
  className,
}: HoursTableProps) {
  return (
    <table data-slot="hours-table" className={cn('fc-hours-table', className)}>
      <caption className={showCaption ? 'fc-hours-table__caption' : 'fc-visually-hidden'}>
        {caption}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.days}
            data-today={row.today ? '' : undefined}
            data-special={row.special ? '' : undefined}
            data-closed={row.closed ? '' : undefined}
            aria-current={row.today ? 'date' : undefined}
          >
            <th scope="row">
              {row.days}
              {row.today ? <span className="fc-hours-table__today">Today</span> : null}
            </th>
            <td>
              {row.hours}
              {row.special ? <span className="fc-hours-table__special">{specialLabel}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
