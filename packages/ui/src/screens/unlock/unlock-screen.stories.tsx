import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingAnswer, signedOutHandlers } from '@verba/mocks';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  expectLink,
  incompleteLinkPlay,
  pageHeading,
  pendingPressPlay,
  pressButton,
  usedLinkPlay,
} from '../../testing/token-page-plays.ts';
import { UnlockScreen } from './unlock-screen.tsx';

const meta = {
  title: 'Screens/UnlockScreen',
  component: UnlockScreen,
  args: { token: 'unlock-token' },
  beforeEach({ msw }) {
    msw.use(...signedOutHandlers());
  },
} satisfies Meta<typeof UnlockScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a mail scanner sees: nothing happens until the button is pressed. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unlock password sign-in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlock password sign-in' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Unlocking: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/unlock', pendingAnswer));
  },
  play: pendingPressPlay('Unlock password sign-in'),
};

export const Unlocked: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Unlock password sign-in');
    const heading = await pageHeading(canvasElement, 'Password sign-in is unlocked');
    await waitFor(() => expect(heading).toHaveFocus());
    await expectLink(canvasElement, 'Sign in', '/sign-in');
  },
};

export const UsedLink: Story = {
  args: { token: 'used-token' },
  play: usedLinkPlay({
    press: 'Unlock password sign-in',
    heading: 'We could not unlock password sign-in',
    link: { name: 'Choose a new password', href: '/sign-in/forgot-password' },
  }),
};

export const MissingToken: Story = {
  args: { token: '' },
  play: incompleteLinkPlay,
};

/** German, with "du". */
export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Anmeldung mit Passwort entsperren');
    await expect(
      within(canvasElement).getByText(/Entsperre sie, wenn diese Versuche von dir waren/),
    ).toBeVisible();
  },
};
