import { useRef } from 'react';
import { useCssValue } from './use-css-value.ts';

// The sizes the components and screens use (Tailwind emits only the tokens in use).
const SIZES = ['sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'];

function Sample({ size }: { size: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const fontSize = useCssValue(ref, 'font-size');
  return (
    <p ref={ref} style={{ margin: '8px 0', fontSize: `var(--text-${size})`, lineHeight: 1.3 }}>
      <code style={{ fontSize: 12, marginRight: 12 }}>
        --text-{size} ({fontSize})
      </code>
      Projects and their groups
    </p>
  );
}

/** Tailwind's type scale in the design system's sans-serif stack. */
export function TypeScale() {
  return (
    <div style={{ fontFamily: 'var(--font-sans)' }}>
      {SIZES.map((size) => (
        <Sample key={size} size={size} />
      ))}
    </div>
  );
}
