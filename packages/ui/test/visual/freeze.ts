/**
 * Injected into Storybook's preview frame: what would otherwise differ between two screenshots of
 * the same story. Transitions and the caret go; a toast's progress bar (its auto-close timer) stays
 * at its start, so toasts neither shrink nor close; daisyUI's spinner, an animated SVG mask that
 * CSS cannot pause, is drawn as a still disc.
 */
export const FREEZE_CSS = `
*, *::before, *::after { transition: none !important; caret-color: transparent !important; }
.Toastify__progress-bar { animation-play-state: paused !important; }
.loading { mask-image: none !important; -webkit-mask-image: none !important; border-radius: 9999px; }
`;

/** Runs in the page: ends finite animations (entrances), rewinds and stops endless ones. */
export function settleAnimations(): void {
  for (const animation of document.getAnimations()) {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    if (target instanceof Element && target.matches('.Toastify__progress-bar')) continue;
    if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) {
      animation.pause();
      animation.currentTime = 0;
    } else {
      animation.finish();
    }
  }
}
