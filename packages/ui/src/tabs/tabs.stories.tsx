import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { States } from '../fixtures/states';
import { Tabs } from './tabs';

function Hours({ rows }: { rows: [string, string][] }) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map(([day, hours]) => (
          <tr key={day}>
            <th scope="row" style={{ textAlign: 'left', paddingRight: 24, fontWeight: 600 }}>
              {day}
            </th>
            <td>{hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const items = [
  {
    value: 'sales',
    label: 'Sales',
    content: (
      <Hours
        rows={[
          ['Mon – Fri', '8:30am – 5:30pm'],
          ['Saturday', '8:30am – 4:00pm'],
          ['Sunday', 'Closed'],
        ]}
      />
    ),
  },
  {
    value: 'service',
    label: 'Service',
    content: (
      <Hours
        rows={[
          ['Mon – Fri', '7:30am – 5:00pm'],
          ['Saturday', 'Closed'],
          ['Sunday', 'Closed'],
        ]}
      />
    ),
  },
  {
    value: 'parts',
    label: 'Parts',
    content: (
      <Hours
        rows={[
          ['Mon – Fri', '8:00am – 5:00pm'],
          ['Saturday', '8:00am – 12:00pm'],
          ['Sunday', 'Closed'],
        ]}
      />
    ),
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Department', items, activateOnHover: true, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        ['First tab', <Tabs key="a" label="Department" items={items} />],
        [
          'Another tab chosen',
          <Tabs key="b" label="Department" items={items} defaultValue="service" />,
        ],
      ]}
    />
  ),
};
