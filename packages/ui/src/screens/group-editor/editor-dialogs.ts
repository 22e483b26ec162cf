import { lazy } from 'react';

// The editor's dialogs bring the form kit, zod and React Aria's modal code. None shows on the
// page's first view, so each is its own chunk: rendered inside a Suspense from the start, it
// loads just after the editor has rendered, and is there before anyone opens it.
export const NewKeyDialog = lazy(() =>
  import('./new-key-dialog.tsx').then((module) => ({ default: module.NewKeyDialog })),
);
export const KeyPanel = lazy(() =>
  import('./key-panel.tsx').then((module) => ({ default: module.KeyPanel })),
);
export const ConflictDialog = lazy(() =>
  import('./conflict-dialog.tsx').then((module) => ({ default: module.ConflictDialog })),
);
export const ShortcutSheet = lazy(() =>
  import('./shortcut-sheet.tsx').then((module) => ({ default: module.ShortcutSheet })),
);
