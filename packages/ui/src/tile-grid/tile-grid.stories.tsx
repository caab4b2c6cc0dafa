import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { TileGrid } from './tile-grid';

const bodies = [
  { label: 'SUV', detail: '531 cars', href: '/search?refinementList[body][0]=SUV' },
  { label: 'Ute', detail: '288 cars', href: '/search?refinementList[body][0]=Ute' },
  { label: 'Hatch', detail: '174 cars', href: '/search?refinementList[body][0]=Hatch' },
  { label: 'Sedan', detail: '96 cars', href: '/search?refinementList[body][0]=Sedan' },
];

const meta = {
  title: 'Components/Tile grid',
  component: TileGrid,
  args: { tiles: bodies, label: 'Shop by body type' },
} satisfies Meta<typeof TileGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        ['Body types with counts', <TileGrid key="b" tiles={bodies} label="Shop by body type" />],
        [
          'Labels only',
          <TileGrid
            key="f"
            tiles={[
              { label: 'Electric', href: '/search?refinementList[fuel][0]=Electric' },
              { label: 'Hybrid', href: '/search?refinementList[fuel][0]=Hybrid' },
            ]}
            label="Shop by fuel"
          />,
        ],
      ]}
    />
  ),
};
