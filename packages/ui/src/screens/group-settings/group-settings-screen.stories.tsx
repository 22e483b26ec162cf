import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure, type MockGroup, type MockRole, sampleProjects } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { expectToast } from '../../testing/token-page-plays.ts';
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
    const rename = within(canvas.getByRole('form', { name: 'Name' }));
    await userEvent.click(rename.getByRole('button', { name: 'Save changes' }));
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

/** The sample website whose Landing page group has this shape and fixture, seen in this role. */
const websiteWith = (group: Partial<MockGroup>, viewerRole: MockRole = 'OWNER') =>
  signedInWith({
    projects: sampleProjects().map((project) =>
      project.id === 'project-website'
        ? {
            ...project,
            viewerRole,
            groups: project.groups.map((one) => (one.id === 'group-landing' ? { ...one, ...group } : one)),
          }
        : project,
    ),
  });

const fileFormat = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: 'File format' });

export const FileFormatDefault: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await fileFormat(canvasElement));
    await expect(form.getByRole('radio', { name: 'Nested objects' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Key separator' })).toHaveValue('.');
    await expect(form.getByRole('radio', { name: 'Two spaces' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Sort keys' })).toBeChecked();
    // Each setting says what it does to the file.
    await expect(form.getByRole('radiogroup', { name: 'Structure' })).toHaveAccessibleDescription(
      /flat writes every key name whole/,
    );
    await expect(form.getByRole('checkbox', { name: 'End with a newline' })).toHaveAccessibleDescription(
      'Ends the file with a line break, as most editors save files.',
    );
  },
};

export const FileFormatImportedFlat: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...websiteWith({
        fileShape: {
          structure: 'FLAT',
          keySeparator: '',
          pluralStyle: 'V3',
          indent: '    ',
          sortKeys: false,
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await fileFormat(canvasElement));
    await expect(form.getByRole('radio', { name: 'Flat: one line per key' })).toBeChecked();
    await expect(form.queryByRole('textbox', { name: 'Key separator' })).toBeNull();
    await expect(form.getByRole('radio', { name: /i18next v3/ })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Four spaces' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Sort keys' })).not.toBeChecked();
  },
};

export const FileFormatSave: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await fileFormat(canvasElement));
    await userEvent.click(form.getByRole('radio', { name: 'A tab' }));
    await userEvent.click(form.getByRole('radio', { name: 'Write them as ""' }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expectToast(canvasElement, 'Changes saved');
    await expect(form.getByRole('radio', { name: 'A tab' })).toBeChecked();
  },
};

export const FileFormatKeyConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...websiteWith({
        fileShape: { structure: 'FLAT', keySeparator: '' },
        collidingKeys: ['menu', 'menu.open'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await fileFormat(canvasElement));
    await userEvent.click(form.getByRole('radio', { name: 'Nested objects' }));
    await expect(form.getByRole('textbox', { name: 'Key separator' })).toHaveValue('.');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Two keys of this group cannot share a file of this format');
    await expect(alert).toHaveTextContent('“menu” and “menu.open”');
  },
};

export const FileFormatTranslatorReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...websiteWith({}, 'TRANSLATOR'));
  },
  play: async ({ canvasElement }) => {
    const form = within(await fileFormat(canvasElement));
    await expect(
      form.getByText('Only developers, managers and the owner can change the file format.'),
    ).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Nested objects' })).toBeDisabled();
    await expect(form.getByRole('checkbox', { name: 'Sort keys' })).toBeDisabled();
    await expect(form.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};

export const FileFormatDeveloper: Story = {
  beforeEach({ msw }) {
    msw.use(...websiteWith({}, 'DEVELOPER'));
  },
  play: async ({ canvasElement }) => {
    const form = within(await fileFormat(canvasElement));
    await userEvent.click(form.getByRole('checkbox', { name: 'Escape non-ASCII characters' }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expectToast(canvasElement, 'Changes saved');
  },
};
