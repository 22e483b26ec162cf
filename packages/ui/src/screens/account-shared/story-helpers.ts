/**
 * A button that turns pending while focused announces it through react-aria's live announcer,
 * whose node (an img labelled by the button's id) outlives the story for seven seconds; the next
 * story's axe check would then see an unlabelled img. Stories that press such a button clear it.
 */
export function clearStaleAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
}
