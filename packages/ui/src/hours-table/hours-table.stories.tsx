import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { HoursTable } from './hours-table';

const collapsed = [
  { days: 'Monday - Friday', hours: '8:30 AM - 5:30 PM' },
  { days: 'Saturday', hours: '9:00 AM - 4:00 PM', today: true },
  { days: 'Sunday', hours: 'Closed', closed: true },
];

const week = [
  { days: 'Monday', hours: '7:30 AM - 5:30 PM' },
  { days: 'Tuesday', hours: '7:30 AM - 5:30 PM' },
  { days: 'Wednesday', hours: '7:30 AM - 1:00 PM', special: true, today: true },
  { days: 'Thursday', hours: '7:30 AM - 5:30 PM' },
  { days: 'Friday', hours: 'Closed', special: true, closed: true },
  { days: 'Saturday', hours: 'Closed', closed: true },
  { days: 'Sunday', hours: 'Closed', closed: true },
];

const meta = {
  title: 'Components/Hours table',
  component: HoursTable,
  args: { caption: 'Sales opening hours', rows: collapsed },
} satisfies Meta<typeof HoursTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        [
          'Monday to Friday collapsed, today Saturday',
          <HoursTable key="c" caption="Sales opening hours" rows={collapsed} showCaption />,
        ],
        [
          'Special hours break the collapse',
          <HoursTable key="w" caption="Service opening hours" rows={week} showCaption />,
        ],
      ]}
    />
  ),
};
