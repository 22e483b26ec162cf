import { useTranslation } from 'react-i18next';

export interface LogoProps {
  /** Hide the word mark, e.g. where space is short. */
  isIconOnly?: boolean;
  className?: string;
}

/** Verba's mark (two speech bubbles) and word mark; the mark is decorative. */
export function Logo({ isIconOnly = false, className }: LogoProps) {
  const { t } = useTranslation();
  const name = t('app.name');
  return (
    <span
      className={['inline-flex items-center gap-2 font-bold text-xl', className].filter(Boolean).join(' ')}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect x="2" y="4" width="18" height="14" rx="4" className="fill-primary" />
        <path d="M7 18v5l5-5z" className="fill-primary" />
        <rect x="12" y="12" width="18" height="14" rx="4" className="fill-secondary" />
        <path d="M25 26v4l-4-4z" className="fill-secondary" />
        <path
          d="M17 17h8M17 21h5"
          className="stroke-secondary-content"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={isIconOnly ? 'sr-only' : undefined}>{name}</span>
    </span>
  );
}
