import { type FileShape, INDENTS, keyCollision } from '@verba/formats';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { authorizeGroup } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { groups, translationKeys } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { badInput } from '../workspace/workspace-rules.ts';

/** GraphQL's FileShapeInput: every field optional, merged over the group's shape. */
const inputSchema = z
  .object({
    structure: z.enum(['NESTED', 'FLAT']),
    // A separator is short and printable: it splits key names into the file's objects.
    keySeparator: z
      .string()
      .max(8)
      .regex(/^\P{Cc}*$/u),
    pluralStyle: z.enum(['V4', 'V3']),
    indent: z.enum(INDENTS),
    sortKeys: z.boolean(),
    emptyValues: z.enum(['OMIT', 'EMPTY_STRING']),
    escapeNonAscii: z.boolean(),
    finalNewline: z.boolean(),
  })
  .partial();

export type FileShapeInput = { [field in keyof FileShape]?: FileShape[field] | null };

const messages: Partial<Record<keyof FileShape, string>> = {
  keySeparator: 'A key separator has at most 8 characters and no control characters.',
  indent: 'The indent is two spaces, four spaces or a tab.',
};

function checkInput(input: FileShapeInput): Partial<FileShape> {
  // GraphQL's null for a field means "keep it", as a missing field does.
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  const parsed = inputSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'input') as keyof FileShape;
  throw badInput(field, messages[field] ?? `${field} has a value it cannot take.`);
}

/**
 * Changes how the group's files are written (export, downloads). Refused with KEY_CONFLICT when two
 * of its keys could not live in one file under the new shape (`a` beside `a.b` when it becomes
 * nested), naming both. Needs the right to edit keys: the shape decides which names may coexist.
 */
export async function updateFileShape(
  db: Database,
  principal: Principal,
  groupId: string,
  input: FileShapeInput,
) {
  const change = checkInput(input);
  return db.transaction(async (tx) => {
    const { group } = await authorizeGroup(tx, principal, groupId, 'editKeys', { lock: 'update' });
    const shape: FileShape = { ...group.fileShape, ...change };
    const keys = await tx
      .select({ name: translationKeys.name, plural: translationKeys.plural })
      .from(translationKeys)
      .where(eq(translationKeys.groupId, group.id));
    const collision = keyCollision(keys, shape);
    if (collision) {
      throw new DomainError(
        'KEY_CONFLICT',
        `The keys “${collision[0]}” and “${collision[1]}” cannot both be written in one file of this shape.`,
        { field: 'input', conflictsWith: collision[1], key: collision[0] },
      );
    }
    const [updated] = await tx
      .update(groups)
      .set({ fileShape: shape })
      .where(eq(groups.id, group.id))
      .returning();
    return updated ?? group;
  });
}
