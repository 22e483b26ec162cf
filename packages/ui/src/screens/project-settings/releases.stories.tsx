import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure, graphqlPending, type MockDistribution, sharedProject } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { body, expectClosedSection, shownToast } from '../../testing/story-queries.ts';
import { ProjectSettingsScreen } from './project-settings-screen.tsx';

const webApp: MockDistribution = {
  id: 'distribution-web',
  name: 'Web app',
  autoPublish: false,
  states: ['TRANSLATED', 'REVIEWED'],
  current: {
    number: 3,
    publishedAt: '2026-03-02T08:30:00.000Z',
    publishedBy: 'Grace Hopper',
    languages: ['en-US', 'de-DE', 'fr-FR'],
    keyCount: 42,
  },
};
const mobile: MockDistribution = {
  id: 'distribution-mobile',
  name: 'Mobile',
  autoPublish: true,
  states: ['REVIEWED'],
  current: null,
};

const withDistributions = (
  role: Parameters<typeof sharedProject>[0],
  distributions: MockDistribution[] = [webApp, mobile],
) => signedInWith({ projects: [{ ...sharedProject(role), distributions }] });

const meta = {
  title: 'Screens/ProjectSettingsScreen/Releases',
  component: ProjectSettingsScreen,
  decorators: [withApollo],
  args: { projectId: 'project-handbook', onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...withDistributions('MANAGER'));
  },
} satisfies Meta<typeof ProjectSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('list', { name: 'Distributions of Handbook' }, { timeout: 5000 }),
  );

/** Each distribution shows its current release, its URL and the i18next snippet that loads from it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    await expect(distributions.getByRole('heading', { name: 'Web app' })).toBeVisible();
    await expect(distributions.getByText(/^Release 3, published .* by Grace Hopper/)).toBeVisible();
    await expect(distributions.getByText(/42 keys in en-US, de-DE, and fr-FR/)).toBeVisible();
    await expect(distributions.getByText('Ships: Translated and Reviewed')).toBeVisible();
    await expect(distributions.getByRole('status', { name: 'URL of Web app' })).toHaveTextContent(
      'https://verba.example.com/cdn/distribution-web',
    );
    await expect(distributions.getByRole('figure', { name: 'i18next setup for Web app' })).toHaveTextContent(
      'loadPath: "https://verba.example.com/cdn/distribution-web/{{lng}}/{{ns}}.json"',
    );
    await expect(distributions.getByRole('figure', { name: 'i18next setup for Web app' })).toHaveTextContent(
      'load: "currentOnly"',
    );
    await expect(distributions.getByText('Publishes by itself')).toBeVisible();
    await expect(distributions.getByText(/^Not published yet/)).toBeVisible();
  },
};

/** Copy puts the URL on the clipboard and says so. */
export const CopyUrl: Story = {
  play: async ({ canvasElement }) => {
    const copied: string[] = [];
    const clipboard = canvasElement.ownerDocument.defaultView?.navigator.clipboard as Clipboard;
    const original = clipboard.writeText;
    clipboard.writeText = async (text: string) => void copied.push(text);
    try {
      const distributions = await list(canvasElement);
      await userEvent.click(distributions.getAllByRole('button', { name: 'Copy URL' })[0] as HTMLElement);
      await shownToast(canvasElement, 'URL copied');
      await expect(copied).toEqual(['https://verba.example.com/cdn/distribution-web']);
    } finally {
      clipboard.writeText = original;
    }
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...withDistributions('OWNER', []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No distributions yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create distribution' })).toBeVisible();
  },
};

/** A new distribution ships translated and reviewed values unless told otherwise, and waits for Publish. */
export const Create: Story = {
  beforeEach({ msw }) {
    msw.use(...withDistributions('OWNER', []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Distribution name' }), 'Web app');
    await expect(canvas.getByRole('checkbox', { name: 'Translated' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Reviewed' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Translated' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create distribution' }));
    await shownToast(canvasElement, 'Distribution “Web app” created');
    const distributions = await list(canvasElement);
    await expect(distributions.getByText('Ships: Reviewed')).toBeVisible();
    await expect(distributions.getByText(/^Not published yet/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Distribution name' })).toHaveValue('');
    // The new distribution moves the form under the toast, and the browser's scroll anchoring
    // follows it or not: the story ends at the top, so its picture is one.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const CreateWithoutState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Distribution name' }), 'Nothing');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Translated' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reviewed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create distribution' }));
    await expect(await canvas.findByText('Choose at least one state.')).toBeVisible();
  },
};

/** "Block on errors" gates the new distribution's releases on the checks, and the list says so. */
export const CreateBlockOnErrors: Story = {
  beforeEach({ msw }) {
    msw.use(...withDistributions('OWNER', []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Distribution name' }), 'Store');
    const gate = canvas.getByRole('checkbox', { name: /Block on errors/ });
    await expect(gate).not.toBeChecked();
    await userEvent.click(gate);
    await userEvent.click(canvas.getByRole('button', { name: 'Create distribution' }));
    await shownToast(canvasElement, 'Distribution “Store” created');
    const distributions = await list(canvasElement);
    await expect(distributions.getByText('Blocks on errors')).toBeVisible();
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Auto-publish skipped a release for errors: the distribution is marked until a release is cut. */
export const BlockedByErrors: Story = {
  beforeEach({ msw }) {
    msw.use(...withDistributions('MANAGER', [{ ...mobile, blockOnErrors: true, blockedByErrors: true }]));
  },
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    await expect(distributions.getByText('Blocks on errors')).toBeVisible();
    await expect(distributions.getByText('Auto-publish skipped: values with errors')).toBeVisible();
  },
};

/** Publish cuts the next release: the toast names it and the distribution shows it. */
export const Publish: Story = {
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    await userEvent.click(distributions.getByRole('button', { name: 'Publish a release of Web app' }));
    await shownToast(canvasElement, 'Release 4 of “Web app” published');
    await expect(await distributions.findByText(/^Release 4, published .* by Ada Lovelace/)).toBeVisible();
  },
};

/** While the release is written the button spins and a second press does nothing. */
export const PublishPending: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('PublishRelease'));
  },
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    const publish = distributions.getByRole('button', { name: 'Publish a release of Web app' });
    await userEvent.click(publish);
    await waitFor(() => expect(publish).toHaveAttribute('data-pending', 'true'));
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PublishFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('PublishRelease', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    await userEvent.click(distributions.getByRole('button', { name: 'Publish a release of Web app' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong on the server.',
    );
    await expect(distributions.getByText(/^Release 3,/)).toBeVisible();
  },
};

/** A distribution that blocks on errors is refused while a value it would ship has one. */
export const PublishRefusedForErrors: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('PublishRelease', 'QA_ERRORS'));
  },
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    await userEvent.click(distributions.getByRole('button', { name: 'Publish a release of Web app' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      /values it would ship have errors\. Fix them in the editor/,
    );
    await expect(distributions.getByText(/^Release 3,/)).toBeVisible();
  },
};

/** Edit opens the same fields with the distribution's values. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    await userEvent.click(distributions.getByRole('button', { name: 'Edit Web app' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit “Web app”' });
    const name = within(dialog).getByRole('textbox', { name: 'Distribution name' });
    await expect(name).toHaveValue('Web app');
    await userEvent.clear(name);
    await userEvent.type(name, 'Website');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Publish by itself/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await distributions.findByRole('heading', { name: 'Website' })).toBeVisible();
    await expect(distributions.getAllByText('Publishes by itself')).toHaveLength(2);
  },
};

/** Deleting asks first; the distribution leaves the list. */
export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(...withDistributions('OWNER', [webApp]));
  },
  play: async ({ canvasElement }) => {
    const distributions = await list(canvasElement);
    await userEvent.click(distributions.getByRole('button', { name: 'Delete Web app' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Web app”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete distribution' }));
    await expect(
      await within(canvasElement).findByText('No distributions yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ProjectDistributions', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Releases' }));
    await expect(await section.findByText(/could not be loaded/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Below MANAGER the section says why, and offers no button. */
export const AsDeveloper: Story = {
  beforeEach({ msw }) {
    msw.use(...withDistributions('DEVELOPER'));
  },
  play: ({ canvasElement }) =>
    expectClosedSection(canvasElement, 'Releases', 'Only the project’s managers and owner manage releases.'),
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'Ein Release von Web app veröffentlichen' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Distribution erstellen' })).toBeVisible();
    await expect(canvas.getByText(/^Release 3, veröffentlicht .* von Grace Hopper/)).toBeVisible();
  },
};

export const GermanPublishFailed: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('PublishRelease', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Ein Release von Web app veröffentlichen' },
        { timeout: 5000 },
      ),
    );
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Auf dem Server ist etwas schiefgelaufen.',
    );
  },
};
