import { DEFAULT_FILE_SHAPE, type FileShape, INDENTS } from '@verba/formats';
import type { MockGroup, MockProject } from '../fixtures.ts';
import { CodedError } from './coded-error.ts';
import { permissionsOf } from './teams.ts';

/** The group's file shape: its own, else the defaults a group made in the app has. */
export const fileShapeOf = (group: MockGroup): FileShape => ({ ...DEFAULT_FILE_SHAPE, ...group.fileShape });

/**
 * updateFileShape as the server answers it: developers and up only, the indent one of three, and
 * KEY_CONFLICT when the fixture's colliding keys would meet in a nested file.
 */
export function updateFileShape(
  project: MockProject,
  group: MockGroup,
  input: { [field in keyof FileShape]?: FileShape[field] | null },
): FileShape {
  if (!permissionsOf(project).editKeys) {
    throw new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');
  }
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  const shape: FileShape = { ...fileShapeOf(group), ...given };
  if (!(INDENTS as readonly string[]).includes(shape.indent)) {
    throw new CodedError('The indent is two spaces, four spaces or a tab.', 'BAD_USER_INPUT', {
      field: 'indent',
    });
  }
  const colliding = group.collidingKeys;
  if (colliding && shape.structure === 'NESTED' && shape.keySeparator !== '') {
    throw new CodedError(
      `The keys “${colliding[0]}” and “${colliding[1]}” cannot both be written in one file of this shape.`,
      'KEY_CONFLICT',
      { field: 'input', conflictsWith: colliding[1], key: colliding[0] },
    );
  }
  group.fileShape = shape;
  return shape;
}
