/** The server's rules for project and group names, checked before sending: trimmed, 1 to 100 characters. */
export const NAME_MAX_LENGTH = 100;

export type NameProblem = 'nameRequired' | 'nameTooLong' | 'taken';

/** Why `name` cannot be used among `siblings` (other than the one with `selfId`), or null. */
export function nameProblem(
  name: string,
  siblings: readonly { id: string; name: string }[],
  selfId?: string,
): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'nameRequired';
  if (trimmed.length > NAME_MAX_LENGTH) return 'nameTooLong';
  const lower = trimmed.toLocaleLowerCase();
  const taken = siblings.some(
    (sibling) => sibling.id !== selfId && sibling.name.toLocaleLowerCase() === lower,
  );
  return taken ? 'taken' : null;
}
