export { type HoursRow, HoursTable, type HoursTableProps } from './hours-table';
