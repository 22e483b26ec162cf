import { useTranslation } from 'react-i18next';

/** How many comments of a key are open, beside its name; nothing once all are resolved. */
export function CommentBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const label = t('projects.editor.comments.openCount', { count });
  return (
    <span className="badge badge-sm badge-soft badge-info ms-2 gap-1" title={label} data-comment-badge>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
