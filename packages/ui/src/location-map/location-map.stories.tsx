import type { Meta, StoryObj } from '@storybook/react-vite';
import { mapImage } from '../fixtures/fixtures';
import { States } from '../fixtures/states';
import { LocationMap } from './location-map';

// Storybook loads nothing from outside: the "interactive" frame is a drawn map too.
const frame = mapImage('M0 260 L200 300 L260 400 L0 400 Z');

const meta = {
  title: 'Components/Location map',
  component: LocationMap,
  args: {
    staticSrc: mapImage(),
    alt: 'Map of Harbour Toyota Sales, Homebush NSW',
    interactiveSrc: frame,
    interactiveTitle: 'Google map of Harbour Toyota Sales',
  },
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={3}
      items={[
        [
          'Static, with the interactive map on offer',
          <LocationMap
            key="s"
            staticSrc={mapImage()}
            alt="Map of Harbour Toyota Sales, Homebush NSW"
            interactiveSrc={frame}
          />,
        ],
        [
          'Static only (no maps key)',
          <LocationMap
            key="o"
            staticSrc={mapImage()}
            alt="Map of Red Gum Used Cars, Prospect SA"
          />,
        ],
        [
          'Interactive',
          <LocationMap
            key="i"
            staticSrc={mapImage()}
            alt="Map of Ironbark Nissan Sales, Toowoomba QLD"
            interactiveSrc={frame}
            interactiveTitle="Google map of Ironbark Nissan Sales"
            defaultInteractive
          />,
        ],
      ]}
    />
  ),
};
