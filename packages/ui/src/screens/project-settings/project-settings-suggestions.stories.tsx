import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { ProjectSettingsScreen } from './project-settings-screen.tsx';

// "Translators suggest, reviewers decide" (collaboration contract): MANAGER and OWNER turn it on.
const meta = {
  title: 'Screens/ProjectSettingsScreen/Suggestions',
  component: ProjectSettingsScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website', onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof ProjectSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const settingName = 'Translators suggest, reviewers decide';

/** Off by default; one press turns it on, said in a toast. */
export const TurnOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const setting = await canvas.findByRole('checkbox', { name: settingName });
    await waitFor(() => expect(setting).toBeEnabled());
    await expect(setting).not.toBeChecked();
    await expect(setting).toHaveAccessibleDescription(
      'A translator’s save becomes a suggestion, shown under the value; reviewers accept or reject it.',
    );
    await userEvent.click(canvas.getByText(settingName));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Translators now suggest; reviewers decide',
    );
    await waitFor(() => expect(setting).toBeChecked());
  },
};

/** The server refuses: the toast says why and the setting stays off. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('SetTranslatorsSuggest', 'FORBIDDEN'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const setting = await canvas.findByRole('checkbox', { name: settingName });
    await waitFor(() => expect(setting).toBeEnabled());
    await userEvent.click(canvas.getByText(settingName));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Your role in this project does not allow this.',
    );
    await expect(setting).not.toBeChecked();
  },
};

/** The same refusal for a German user. */
export const RefusedGerman: Story = {
  ...Refused,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Übersetzer schlagen vor, Prüfer entscheiden';
    const setting = await canvas.findByRole('checkbox', { name });
    await waitFor(() => expect(setting).toBeEnabled());
    await userEvent.click(canvas.getByText(name));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Deine Rolle in diesem Projekt erlaubt das nicht.',
    );
  },
};
