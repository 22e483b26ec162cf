import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Modal } from './modal.tsx';

/** The shell alone, with the Dialog a screen would put inside (ConfirmDialog and FormDialog bring theirs). */
function Harness({ isDismissable = true }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable={isDismissable}>
        <Dialog className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="font-bold text-xl">
            Keyboard shortcuts
          </Heading>
          <p>Press ? anywhere to see them.</p>
          <Button variant="ghost" className="self-end" onPress={() => setOpen(false)}>
            Close
          </Button>
        </Dialog>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Harness,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens over a dimmed page, named by its heading; Escape closes it and focus returns to the opener. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(within(dialog).getByText('Press ? anywhere to see them.')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Focus stays inside while it is open. */
export const FocusContained: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};
