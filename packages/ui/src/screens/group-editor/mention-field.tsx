import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Mentionable {
  accountId: string;
  name: string;
}

/** The `@…` being typed just before the caret, or null: at the start or after a space. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - (match[2] ?? '').length - 1, query: match[2] ?? '' };
}

/** The members whose name starts with the query (or a word of it does), at most 6. */
export function matchingMembers(members: readonly Mentionable[], query: string): Mentionable[] {
  const needle = query.toLowerCase();
  return members
    .filter((member) =>
      member.name
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(needle)),
    )
    .slice(0, 6);
}

/** The accounts whose `@Name` is still in the text: a mention deleted from the text is not sent. */
export const mentionsIn = (text: string, chosen: readonly Mentionable[]) => [
  ...new Set(chosen.filter((member) => text.includes(`@${member.name}`)).map((member) => member.accountId)),
];

export interface MentionFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  members: readonly Mentionable[];
  /** A member chosen from the list: the caller keeps them for `mentionsIn`. */
  onMention: (member: Mentionable) => void;
}

/**
 * A comment's text area: `@` and the start of a name list the project's members (arrows, Enter
 * or Tab to choose, Esc to close); the chosen one is written as `@First Last`.
 */
export function MentionField({ label, value, onChange, members, onMention }: MentionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // Esc closes the list for what is typed; one more letter opens it again.
  const [closed, setClosed] = useState<string | null>(null);
  const typed = mentionQuery(value, caret);
  const typedKey = typed ? `${typed.start}:${typed.query}` : null;
  const options = typed && closed !== typedKey ? matchingMembers(members, typed.query) : [];
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);
  // Where the caret goes once a chosen name is in the text. Set as that text commits, before the next
  // key is handled: a frame later, a fast typist's next letter had already landed before the name.
  const caretAfterCommit = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterCommit.current === null) return;
    field.current?.setSelectionRange(caretAfterCommit.current, caretAfterCommit.current);
    caretAfterCommit.current = null;
  });

  const choose = (member: Mentionable) => {
    if (!typed) return;
    const written = `@${member.name} `;
    const next = value.slice(0, typed.start) + written + value.slice(caret);
    const at = typed.start + written.length;
    onChange(next);
    onMention(member);
    setCaret(at);
    caretAfterCommit.current = at;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(options[current] as Mentionable);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setClosed(typedKey);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={`${id}-text`} className="text-sm">
        {label}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        className="textarea"
        rows={2}
        maxLength={5000}
        value={value}
        aria-autocomplete="list"
        aria-controls={open ? `${id}-members` : undefined}
        aria-activedescendant={open ? `${id}-member-${current}` : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="text-base-content/80 text-xs">
        {t('projects.editor.comments.mentionHint')}
      </p>
      {open && (
        <div
          id={`${id}-members`}
          role="listbox"
          aria-label={t('projects.editor.comments.mentionList')}
          className="absolute top-full z-20 w-full rounded-box border border-base-300 bg-base-100 shadow"
        >
          {options.map((member, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the text area's arrows and Enter choose; a click is the pointer's way.
            // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the text area (aria-activedescendant).
            <div
              key={member.accountId}
              id={`${id}-member-${index}`}
              role="option"
              aria-selected={index === current}
              className={`cursor-pointer rounded px-2 py-1 ${index === current ? 'bg-base-300' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member)}
            >
              {member.name}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
