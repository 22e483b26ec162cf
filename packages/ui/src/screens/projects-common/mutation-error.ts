import { graphqlErrorCode } from '@verba/api-client/graphql';

/** The i18n key of the message for a failed mutation: by extensions.code, else a generic one. */
export function mutationErrorKey(error: unknown) {
  const code = graphqlErrorCode(error);
  switch (code) {
    case 'PLAN_LIMIT_REACHED':
    case 'NOT_FOUND':
    case 'BAD_USER_INPUT':
      return `projects.common.errors.${code}` as const;
    default:
      return 'projects.common.errors.generic' as const;
  }
}
