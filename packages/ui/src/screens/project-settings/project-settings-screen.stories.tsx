import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../projects-common/apollo-decorator.tsx';
import { ignoreLiveAnnouncer, signedInWith } from '../projects-common/story-fixtures.ts';
import { ProjectSettingsScreen } from './project-settings-screen.tsx';

const meta = {
  title: 'Screens/ProjectSettingsScreen',
  component: ProjectSettingsScreen,
  decorators: [withApollo],
  parameters: ignoreLiveAnnouncer,
  args: { projectId: 'project-website', onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof ProjectSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings of Website' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Website');
    await expect(canvas.getByRole('combobox', { name: 'Base language' })).toHaveValue('American English');
  },
};

/** Renaming and a new base language in one save; the heading follows from the cache. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Marketing site');
    const language = canvas.getByRole('combobox', { name: 'Base language' });
    await userEvent.clear(language);
    await userEvent.type(language, 'british');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: /British English/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Settings of Marketing site' }),
    ).toBeVisible();
  },
};

/** Delete only after typing the name exactly. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete project' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete “Website”?' });
    const confirm = within(dialog).getByRole('textbox', { name: 'Project name' });
    await userEvent.type(confirm, 'Websit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await expect(confirm).toHaveAccessibleDescription('Type the name exactly as shown.');
    await userEvent.type(confirm, 'e');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const RenameRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('UpdateProject', 'BAD_USER_INPUT'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /The server refused this input/,
    );
  },
};

export const NotFound: Story = {
  args: { projectId: 'missing' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Projekt löschen' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Ausgangssprache' })).toHaveValue(
      'Englisch (Vereinigte Staaten)',
    );
  },
};
