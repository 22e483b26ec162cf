import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure, graphqlPending, sampleProjects } from '@verba/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { atFreeLimit, signedInWith } from '../../testing/story-fixtures.ts';
import { SubscriptionScreen } from './subscription-screen.tsx';

const meta = {
  title: 'Screens/SubscriptionScreen',
  component: SubscriptionScreen,
  decorators: [withApollo],
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof SubscriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const plan = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('listitem', { name }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are on the Free plan since January 1, 2026.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All settings' })).toHaveAttribute('href', '/settings');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(plan(canvasElement, 'Free').getByText('Current plan')).toBeVisible();
    await expect(plan(canvasElement, 'Free').getByText('Up to 3 projects')).toBeVisible();
    await expect(plan(canvasElement, 'Pro').getByText('Up to 25 projects')).toBeVisible();
    await expect(plan(canvasElement, 'Business').getByText('Unlimited projects')).toBeVisible();
    // Key limits beside the project limits.
    await expect(plan(canvasElement, 'Free').getByText('Up to 1,000 keys')).toBeVisible();
    await expect(plan(canvasElement, 'Pro').getByText('Up to 50,000 keys')).toBeVisible();
    await expect(plan(canvasElement, 'Business').getByText('Unlimited keys')).toBeVisible();
    // The month's machine translation against the plan's characters (aids contract).
    await expect(canvas.getByText('Machine translation this month: 0 of 20,000 characters.')).toBeVisible();
  },
};

/** The answer is the viewer's one subscription object, so the page follows without a refetch. */
export const Upgrade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Pro' }));
    await expect(await plan(canvasElement, 'Pro').findByText('Current plan')).toBeVisible();
    await expect(canvas.getByText(/You are on the Pro plan since/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch to Free' })).toBeEnabled();
  },
};

/** Four projects on Pro: Free is too small, and the page says why before anyone tries. */
export const DowngradeBlocked: Story = {
  beforeEach({ msw }) {
    const projects = [
      ...atFreeLimit(),
      {
        id: 'project-blog',
        name: 'Blog',
        baseLanguage: 'en-GB',
        createdAt: '2026-03-02T08:00:00.000Z',
        groups: [],
      },
    ];
    msw.use(...signedInWith({ planId: 'pro', projects }));
  },
  play: async ({ canvasElement }) => {
    const free = await within(canvasElement).findByRole('button', { name: 'Switch to Free' });
    await expect(free).toBeDisabled();
    await expect(free).toHaveAccessibleDescription(
      'You own 4 projects; Free includes 3. Delete 1 to switch.',
    );
  },
};

/** The server refuses (projects were created elsewhere meanwhile): the page says why. */
export const DowngradeRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ChangePlan', 'PLAN_LIMIT_REACHED'), ...signedInWith({ planId: 'pro' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Free' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The plan was not changed: you own more projects than Free includes.',
    );
    await expect(plan(canvasElement, 'Pro').getByText('Current plan')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('SubscriptionPage'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Du nutzt den Tarif Free seit 1. Januar 2026.')).toBeVisible();
    await expect(canvas.getByText('Bis zu 25 Projekte')).toBeVisible();
    await expect(canvas.getByText('Bis zu 50.000 Schlüssel')).toBeVisible();
    await expect(canvas.getByText('Unbegrenzt viele Schlüssel')).toBeVisible();
  },
};

/** One project: the count reads as one, not "1 projects". */
export const OneProject: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: sampleProjects().slice(0, 1) }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You own 1 project.')).toBeVisible();
  },
};
