// The translation editor, in its own entry: the group route loads it lazily, so nothing of it
// (nor @tanstack/react-virtual) is on the landing page or the other screens' path.
export {
  GroupEditorScreen,
  type GroupEditorScreenProps,
} from './screens/group-editor/group-editor-screen.tsx';
