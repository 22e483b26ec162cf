/**
 * React Aria's Button announces a change of `isPending` as `<div role="img" aria-labelledby="its
 * own id">` in React Aria's live announcer, and leaves it there for 7 s. Once the view moves on and
 * the button is gone, that node names an element that no longer exists: an announcement that says
 * nothing (axe: aria-valid-attr-value, role-img-alt). This turns each such announcement into the
 * text it stood for.
 */

const announcerSelector = '[data-live-announcer]';

// React Aria adds its first announcement 100 ms late; a quick call may have removed the button by then.
const rememberMs = 1000;
const rememberedLabels = new Map<string, string>();

const textOf = (element: Element): string =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/** Keeps the text of `element` for an announcement made after it is gone. */
export function rememberLabel(element: Element): void {
  const { id } = element;
  const text = textOf(element);
  if (!id || !text) return;
  rememberedLabels.set(id, text);
  setTimeout(() => rememberedLabels.delete(id), rememberMs);
}

/** The text the elements named by `aria-labelledby` give, as a screen reader would read them. */
function labelText(node: Element): string {
  return (node.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => {
      const label = id ? document.getElementById(id) : null;
      return label ? textOf(label) : (rememberedLabels.get(id) ?? '');
    })
    .filter(Boolean)
    .join(' ');
}

function spellOut(node: Node): void {
  if (!(node instanceof Element) || !node.hasAttribute('aria-labelledby')) return;
  const text = labelText(node);
  if (!text) {
    node.remove();
    return;
  }
  node.removeAttribute('role');
  node.removeAttribute('aria-labelledby');
  node.textContent = text;
}

function watchAnnouncer(announcer: Element): void {
  for (const node of announcer.querySelectorAll('[aria-labelledby]')) spellOut(node);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) spellOut(node);
  }).observe(announcer, { childList: true, subtree: true });
}

let watching = false;

/**
 * Starts watching React Aria's announcer, once per page. It is a child of <body>, made on the first
 * announcement (and again should React Aria destroy it), so <body>'s own children are observed too.
 */
export function announceLabelsAsText(): void {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  const existing = document.querySelector(announcerSelector);
  if (existing) watchAnnouncer(existing);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.matches(announcerSelector)) watchAnnouncer(node);
      }
    }
  }).observe(document.body, { childList: true });
}
