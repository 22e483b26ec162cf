import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlPending } from '@verba/mocks';
import { expect, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { GroupScreen } from './group-screen.tsx';

const meta = {
  title: 'Screens/GroupScreen',
  component: GroupScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website', groupId: 'group-landing' },
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof GroupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Landing page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      '/project/project-website',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Website' })).toHaveAttribute(
      'href',
      '/project/project-website',
    );
    await expect(canvas.getByRole('link', { name: 'Group settings' })).toHaveAttribute(
      'href',
      '/group/project-website/group-landing/settings',
    );
  },
};

/** A group id under the wrong project is not found, like any foreign id. */
export const NotFound: Story = {
  args: { projectId: 'project-mobile', groupId: 'group-landing' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Group not found' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('GroupPage'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Im Projekt')).toBeVisible();
  },
};
