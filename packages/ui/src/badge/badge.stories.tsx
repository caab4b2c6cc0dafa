import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { Badge, Tag } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Demo', tone: 'neutral' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CarTag: Story = { render: () => <Tag kind="reserved" label="Reserved" /> };

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        [
          'Badge tones',
          <div key="t" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Badge tone="neutral">Used</Badge>
            <Badge tone="primary">New</Badge>
            <Badge tone="accent">Demo</Badge>
            <Badge tone="success">Certified</Badge>
            <Badge tone="warning">Low km</Badge>
            <Badge tone="danger">Price drop</Badge>
            <Badge tone="outline">Caravan</Badge>
          </div>,
        ],
        [
          'Car tags by kind',
          <div key="k" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Tag kind="electric" label="Electric" />
            <Tag kind="hybrid" label="Hybrid" />
            <Tag kind="reserved" label="Reserved" />
            <Tag kind="certified" label="Certified Pre-Owned" />
            <Tag kind="custom" label="Runout sale" />
            <Tag kind="coming-soon" label="Coming soon" />
            <Tag kind="new" label="New" />
            <Tag kind="sold" label="SOLD" />
          </div>,
        ],
      ]}
    />
  ),
};
