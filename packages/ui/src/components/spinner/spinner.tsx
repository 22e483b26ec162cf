export interface SpinnerProps {
  /** Announced to assistive technology; the spinner itself is decorative. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizeClass = { sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const;

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center" data-size={size}>
      <span aria-hidden="true" className={`loading loading-spinner ${sizeClass[size]}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
