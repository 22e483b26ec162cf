import { expect, waitFor, within } from 'storybook/test';

// Queries the play functions share: what renders outside the story's canvas (dialogs, toasts) and
// the settings sections a member below their role sees.

/** The whole page's body: dialogs, popovers and toasts render there, outside the canvas. */
export const body = (canvasElement: HTMLElement): ReturnType<typeof within> =>
  within(canvasElement.ownerDocument.body);

/** A toast with this text, once its entering animation has shown it. */
export const shownToast = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(body(canvasElement).getByText(text)).toBeVisible(), { timeout: 3000 });

/** A section the member may not manage: it says why, and offers no button. */
export async function expectClosedSection(canvasElement: HTMLElement, region: string, reason: string) {
  const section = within(await within(canvasElement).findByRole('region', { name: region }));
  await expect(section.getByText(reason)).toBeVisible();
  await expect(section.queryByRole('button')).toBeNull();
}
