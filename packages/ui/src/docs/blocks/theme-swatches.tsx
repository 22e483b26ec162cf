import { useRef } from 'react';
import { useCssValue } from './use-css-value.ts';

/** Colour tokens with the text colour meant to sit on them (none for the lighter base shades). */
const COLOURS: [name: string, content: string | null][] = [
  ['base-100', 'base-content'],
  ['base-200', null],
  ['base-300', null],
  ['primary', 'primary-content'],
  ['secondary', 'secondary-content'],
  ['accent', 'accent-content'],
  ['neutral', 'neutral-content'],
  ['info', 'info-content'],
  ['success', 'success-content'],
  ['warning', 'warning-content'],
  ['error', 'error-content'],
];

function Swatch({ name, content }: { name: string; content: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useCssValue(ref, `--color-${name}`);
  return (
    <figure style={{ margin: 0 }}>
      <div
        ref={ref}
        style={{
          height: 56,
          borderRadius: 'var(--radius-box)',
          border: '1px solid var(--color-base-300)',
          background: `var(--color-${name})`,
          color: content ? `var(--color-${content})` : 'var(--color-base-content)',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
        }}
      >
        Aa
      </div>
      <figcaption style={{ fontSize: 12, lineHeight: 1.4, marginTop: 4 }}>
        <code>--color-{name}</code>
        {content && (
          <>
            <br />
            on it: <code>--color-{content}</code>
          </>
        )}
        <br />
        <span style={{ opacity: 0.8 }}>{value}</span>
      </figcaption>
    </figure>
  );
}

/** The daisyUI colour tokens of one theme, drawn inside that theme whatever the toolbar says. */
export function ThemeSwatches({ theme }: { theme: 'corporate' | 'business' }) {
  return (
    <div
      data-theme={theme}
      style={{
        background: 'var(--color-base-100)',
        color: 'var(--color-base-content)',
        padding: 16,
        borderRadius: 8,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {COLOURS.map(([name, content]) => (
        <Swatch key={name} name={name} content={content} />
      ))}
    </div>
  );
}
