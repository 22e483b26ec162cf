import { expect, userEvent, waitFor, within } from 'storybook/test';

// The play steps of the pages a mailed link opens (confirm, unlock, not-me, e-mail change):
// each asks before it acts, and all say the same about a used or incomplete link.

interface PlayContext {
  canvasElement: HTMLElement;
}

/** Presses the page's button, found by its label. */
export async function pressButton(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
}

/** The page's h1 once it shows this title, checked visible. */
export async function pageHeading(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  return heading;
}

/** A toast (outside the story's canvas) with this text. */
export async function expectToast(canvasElement: HTMLElement, text: string | RegExp) {
  await expect(await within(canvasElement.ownerDocument.body).findByText(text)).toBeInTheDocument();
}

/** A link this page leads on to. */
export async function expectLink(canvasElement: HTMLElement, name: string, href: string) {
  await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', href);
}

/** A link without its token: the page says so instead of offering to act. */
export async function incompleteLinkPlay({ canvasElement }: PlayContext) {
  await pageHeading(canvasElement, 'This link is incomplete');
}

/** Pressing the button while the server has not answered yet: the button shows it is busy. */
export const pendingPressPlay =
  (button: string) =>
  async ({ canvasElement }: PlayContext) => {
    await pressButton(canvasElement, button);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: new RegExp(button) })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  };

export interface UsedLinkPlay {
  /** The button to press first, on a page that asks before it acts. */
  press?: string;
  /** The failure page's title. */
  heading: string;
  /** The way on that the failure page offers. */
  link: { name: string; href: string };
}

/** A link already used: the failure page, the server's message as a toast, and the way on. */
export const usedLinkPlay =
  ({ press, heading, link }: UsedLinkPlay) =>
  async ({ canvasElement }: PlayContext) => {
    if (press) await pressButton(canvasElement, press);
    await pageHeading(canvasElement, heading);
    await expectToast(canvasElement, 'This link has already been used.');
    await expectLink(canvasElement, link.name, link.href);
  };
