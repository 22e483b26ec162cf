import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Link } from '../link/link.tsx';
import { Drawer, type DrawerProps } from './drawer.tsx';

function DrawerDemo(props: Partial<DrawerProps>) {
  const [isOpen, setOpen] = useState(props.isOpen ?? false);
  return (
    <div className="p-4">
      <Button variant="outline" onPress={() => setOpen(true)}>
        Open drawer
      </Button>
      <Drawer
        aria-label={props['aria-label'] ?? 'Menu'}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        <ul className="menu w-full p-0">
          <li>
            <Link variant="plain" href="/dashboard">
              Dashboard
            </Link>
          </li>
        </ul>
        <Button variant="ghost" slot="close">
          Close
        </Button>
      </Drawer>
    </div>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  args: { 'aria-label': 'Menu', isOpen: false, onOpenChange: fn(), children: null },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = { args: { isOpen: true } };

export const OpensAndClosesWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Open drawer' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Menu' });
    // Focus moves into the drawer and stays there.
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Open drawer' }));
    const dialog = await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
