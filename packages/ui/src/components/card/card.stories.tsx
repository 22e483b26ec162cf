import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { id: 'profile', title: 'Profile', children: 'Your first and last name.' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  },
};
export const PageHeading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  },
};
export const Untitled: Story = { args: { title: undefined, id: undefined } };
