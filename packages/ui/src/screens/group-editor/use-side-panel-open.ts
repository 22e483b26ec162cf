import { useState } from 'react';

export const SIDE_PANEL_STORAGE_KEY = 'verba.editor.sidePanel';

/**
 * Whether the editor's side panel is open: the viewer's last choice, kept in this browser. Closed at
 * first, so the grid has the width until the viewer asks for the panel.
 */
export function useSidePanelOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => readStored() === 'open');
  const choose = (next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(SIDE_PANEL_STORAGE_KEY, next ? 'open' : 'closed');
    } catch {
      // Storage refused (private mode, quota): the choice holds for this visit only.
    }
  };
  return [open, choose];
}

function readStored(): string | null {
  try {
    return localStorage.getItem(SIDE_PANEL_STORAGE_KEY);
  } catch {
    return null;
  }
}
