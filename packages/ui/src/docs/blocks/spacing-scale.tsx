// Multiples of Tailwind's --spacing (0.25rem) that the layouts use: p-4, gap-3, py-16, ...
const STEPS = [1, 2, 3, 4, 6, 8, 12, 16];

/** The spacing scale: every padding, margin and gap is a multiple of one token. */
export function SpacingScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {STEPS.map((step) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <code style={{ width: 200, fontSize: 12 }}>
            calc(var(--spacing) * {step}) = {step * 0.25}rem
          </code>
          <div
            style={{
              width: `calc(var(--spacing) * ${step})`,
              height: 16,
              background: 'var(--color-primary)',
              borderRadius: 2,
            }}
          />
        </div>
      ))}
    </div>
  );
}
