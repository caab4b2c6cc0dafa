import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorList } from './form-error-list';

const meta = {
  title: 'Components/Form error list',
  component: FormErrorList,
  args: {
    focusOnMount: false,
    errors: [
      { fieldId: 'name', message: 'First name is required' },
      { fieldId: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
      { message: '*You must agree to the terms of use before submitting.' },
    ],
  },
} satisfies Meta<typeof FormErrorList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {};
