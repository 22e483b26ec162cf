import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingAnswer, signedInHandlers } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from './app-layout.tsx';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  // The header's own links show from the lg breakpoint on; the small-screen stories name theirs.
  globals: { viewport: { value: '1280x800', isRotated: false } },
  args: {
    children: (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <h1 className="font-bold text-3xl">Page content</h1>
      </div>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn: Story['beforeEach'] = ({ msw }) => {
  msw.use(...signedInHandlers());
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(await nav.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Verba home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: /^Theme:/ })).toBeVisible();
  },
};

export const SignedIn: Story = {
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(await nav.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(nav.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/sign-out');
    await expect(nav.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Verba home' })).toHaveAttribute('href', '/dashboard');
  },
};

/** While GET /api/auth/info is on its way, no auth link shows: neither set can flash. */
export const AuthUnknown: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/auth/info', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-auth', 'unknown');
    await expect(
      canvas.queryByRole('link', { name: /Sign in|Sign up|Dashboard|Sign out/ }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Theme:/ })).toBeVisible();
  },
};

export const Footer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint');
    await expect(legal.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(legal.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Verba`);
    // From the sm breakpoint on, the notice sits beside the links, not indented under them.
    if (window.matchMedia('(min-width: 640px)').matches) {
      const nav = canvas.getByRole('navigation', { name: 'Legal' }).getBoundingClientRect();
      const notice = within(footer)
        .getByText(/© \d{4} Verba/)
        .getBoundingClientRect();
      await expect(Math.abs(notice.top + notice.height / 2 - (nav.top + nav.height / 2))).toBeLessThan(8);
    }
  },
};

export const SignedOutDark: Story = { ...SignedOut, globals: { theme: 'dark' } };
export const SignedInDark: Story = { ...SignedIn, globals: { theme: 'dark' } };

export const SignedInGerman: Story = {
  beforeEach: signedIn,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'Abmelden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'de-DE');
  },
};

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** Small screen, signed in: the menu button opens the side drawer with the user's name. */
export const MobileDrawerSignedIn: Story = {
  beforeEach: signedIn,
  globals: mobile,
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    // The header's own links give way to the menu button on small screens.
    await expect(page.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await step('open', async () => {
      await waitFor(() => expect(page.getByRole('banner')).toHaveAttribute('data-auth', 'signedIn'));
      await userEvent.click(menuButton);
      const drawer = within(await page.findByRole('dialog', { name: 'Menu' }));
      await expect(drawer.getByRole('link', { name: 'Your profile: Ada Lovelace' })).toHaveAttribute(
        'href',
        '/settings/profile',
      );
      await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(drawer.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
      await expect(drawer.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/sign-out');
    });

    await step('closes on navigation', async () => {
      const drawer = within(page.getByRole('dialog', { name: 'Menu' }));
      await userEvent.click(drawer.getByRole('link', { name: 'Settings' }));
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    });

    await step('closes on Escape and gives focus back', async () => {
      await userEvent.click(menuButton);
      await page.findByRole('dialog', { name: 'Menu' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(menuButton).toHaveFocus());
    });
  },
};

export const MobileDrawerSignedOut: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('banner')).toHaveAttribute('data-auth', 'signedOut'));
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await page.findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    await expect(drawer.queryByRole('link', { name: /Your profile/ })).not.toBeInTheDocument();
  },
};

/** The drawer left open on a small screen, for review. */
export const MobileDrawerOpen: Story = {
  beforeEach: signedIn,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('banner')).toHaveAttribute('data-auth', 'signedIn'));
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    const dialog = await page.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const MobileDrawerOpenDark: Story = { ...MobileDrawerOpen, globals: { ...mobile, theme: 'dark' } };

/** fr-FR and it-IT hold the English texts for now; <html lang> still follows the locale. */
export const FrenchFallsBackToEnglish: Story = {
  globals: { locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeVisible();
    // The texts are English for now, so the page says so rather than claim French.
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'en');
  },
};
