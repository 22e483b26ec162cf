import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone } from './file-drop-zone.tsx';

// Stories only: the texts an import screen passes in from its area's locale file.
const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'TMX file to import',
    hint: 'Drop a TMX file here (at most 50 MiB).',
    activeHint: 'Drop to upload',
    chooseLabel: 'Choose a file',
    acceptedFileTypes: ['.tmx'],
    onFiles: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!found) throw new Error('no file input');
  return found;
};

/** One file: the dialog offers the given types, and the choice reaches `onFiles` with its name as path. */
export const SingleFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drop a TMX file here (at most 50 MiB).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    await expect(input(canvasElement)).toHaveAttribute('accept', '.tmx');
    await expect(input(canvasElement)).not.toHaveAttribute('multiple');
    const file = new File(['<tmx/>'], 'agency.tmx');
    await userEvent.upload(input(canvasElement), file);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([{ path: 'agency.tmx', file }]));
  },
};

/** Several files (a project's JSON files): all of them, in order. */
export const SeveralFiles: Story = {
  args: { allowsMultiple: true, acceptedFileTypes: ['.json', '.zip'] },
  play: async ({ args, canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('multiple');
    const files = [new File(['{}'], 'de.json'), new File(['{}'], 'fr.json')];
    await userEvent.upload(input(canvasElement), files);
    await waitFor(() =>
      expect(args.onFiles).toHaveBeenCalledWith(files.map((file) => ({ path: file.name, file }))),
    );
  },
};

/** Dragging over the zone says what a drop does. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText(/Drop a TMX file here/).parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['<tmx/>'], 'agency.tmx'));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer }));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, dataTransfer }));
    await expect(await canvas.findByText('Drop to upload')).toBeVisible();
  },
};
