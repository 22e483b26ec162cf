import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { GroupSettingsScreen } from './group-settings-screen.tsx';

const meta = {
  title: 'Screens/GroupSettingsScreen',
  component: GroupSettingsScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website', groupId: 'group-landing', onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof GroupSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Home page{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Settings of Home page' }),
    ).toBeVisible();
  },
};

export const RenameEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(name).toHaveAccessibleDescription('This field is required.');
  },
};

export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete group' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete “Landing page”?' });
    // Once the entering animation has faded it in.
    await waitFor(() => expect(within(dialog).getByText('The group is removed from Website.')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('DeleteGroup', 'NOT_FOUND'));
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete group' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('This no longer exists.');
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { groupId: 'missing' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Group not found' }),
    ).toBeVisible();
  },
};
