import type { Meta, StoryObj } from '@storybook/react-vite';
import { carImage } from '../fixtures/fixtures';
import { inBox, States } from '../fixtures/states';
import { ModelCard } from './model-card';

const meta = {
  title: 'Components/Model card',
  component: ModelCard,
  args: {
    name: 'Sportage',
    href: '/models/sportage',
    image: { src: carImage('#9ca3af') },
    facts: ['Hybrid', 'SUV'],
  },
  decorators: [inBox({ maxWidth: 300 })],
} satisfies Meta<typeof ModelCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  decorators: [inBox({ width: 960 })],
  render: () => (
    <States
      columns={3}
      items={[
        [
          'Current model',
          <ModelCard
            key="current"
            name="Sportage"
            href="/models/sportage"
            image={{ src: carImage('#9ca3af') }}
            facts={['Hybrid', 'SUV']}
          />,
        ],
        [
          'All new',
          <ModelCard
            key="new"
            name="Kia EV5"
            href="/models/ev5"
            image={{ src: carImage('#047857') }}
            status="all_new"
            statusLabel="All New"
            facts={['Electric', 'SUV']}
          />,
        ],
        [
          'Coming soon, no picture',
          <ModelCard
            key="soon"
            name="EV9"
            href="/models/ev9"
            status="coming_soon"
            statusLabel="Coming Soon"
            facts={['Electric']}
          />,
        ],
      ]}
    />
  ),
};
