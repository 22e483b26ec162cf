import { expect } from 'storybook/test';

/** The ring is the element's own outline or, for an input inside a daisyUI `.input`, its box's. */
function ringStyle(element: HTMLElement): CSSStyleDeclaration | null {
  for (
    let node: HTMLElement | null = element, depth = 0;
    node && depth < 3;
    node = node.parentElement, depth++
  ) {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) return style;
  }
  return null;
}

/**
 * The element has keyboard focus and draws a ring: an outline at least 2 px wide in a colour
 * that is not transparent. The colour's contrast is the visual baselines' job.
 */
export async function expectVisibleFocus(element: HTMLElement) {
  await expect(element).toHaveFocus();
  const ring = ringStyle(element);
  await expect(ring, 'a 2 px outline on the element or its field box').not.toBeNull();
  await expect(ring?.outlineColor).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
}
