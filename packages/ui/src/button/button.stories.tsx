import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { States } from '../fixtures/states';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Enquire now', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'link', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true, children: 'Submitting' } };

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        [
          'Variants',
          <div key="v" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="link">Link</Button>
            <Button variant="danger">Danger</Button>
          </div>,
        ],
        [
          'Sizes',
          <div key="s" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Button size="sm">Small</Button>
            <Button size="md">Medium</Button>
            <Button size="lg">Large</Button>
          </div>,
        ],
        [
          'Loading (submitting)',
          <Button key="l" loading>
            Submitting
          </Button>,
        ],
        [
          'Disabled',
          <Button key="d" disabled>
            View cars In This Range
          </Button>,
        ],
        [
          'As a link',
          <Button key="a" asChild variant="outline">
            <a href="/finance">Get Finance</a>
          </Button>,
        ],
        [
          'Full width',
          <Button key="f" fullWidth>
            Show Me 128 Cars
          </Button>,
        ],
      ]}
    />
  ),
};
