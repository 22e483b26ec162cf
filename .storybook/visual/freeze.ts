/**
 * Injected into the story frame: what would otherwise differ between two pictures of the same story.
 * A toast's progress bar (its auto-close timer) stays at its start, so toasts neither shrink nor
 * close while the play function runs; daisyUI's spinner, an animated SVG mask that CSS cannot pause,
 * is drawn as a still disc; the caret goes. Storybook itself shows every other animation at its end
 * frame once the play function is done (`pauseAnimations`, in its test environment).
 */
export const FREEZE_CSS = `
*, *::before, *::after { caret-color: transparent !important; }
.Toastify__progress-bar { animation-play-state: paused !important; }
.loading { mask-image: none !important; -webkit-mask-image: none !important; border-radius: 9999px; }
`;
