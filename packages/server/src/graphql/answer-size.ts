import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The most bytes a GraphQL answer may have. The editor's page of 200 keys in 20 languages with
 * 50-character texts has 503 KiB; in 200 languages about 5 MiB.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`
    : `${Math.round(bytes / 1024)} KiB`;

// Requests whose operation is a mutation: its answer is bounded by its input (the body limit) and
// the cost limit, and replacing it would report a write that was made as one that failed.
const writes = new WeakSet<FastifyRequest>();

function isMutation(document: DocumentNode, operationName: string | null | undefined): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      definition.operation === 'mutation' &&
      (!operationName || definition.name?.value === operationName),
  );
}

/** Marks the requests that run a mutation, which capAnswer leaves whole. */
export function markWrites(): Plugin<{ req: FastifyRequest }> {
  return {
    onExecute({ args }) {
      if (isMutation(args.document, args.operationName)) writes.add(args.contextValue.req);
    },
  };
}

/**
 * The serialized answer, or, when a query's answer has more than maxBytes, a RESPONSE_TOO_LARGE
 * error in its place (status 200 like any other GraphQL error answer), so a client learns to ask
 * for less instead of receiving megabytes it did not expect.
 */
export function capAnswer(reply: FastifyReply, text: string, maxBytes: number): string {
  // A UTF-16 unit takes at most 3 bytes: most answers are let through without counting.
  if (text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) return text;
  if (writes.has(reply.request)) return text;
  reply.removeHeader('content-length');
  reply.status(200).type('application/json; charset=utf-8');
  return JSON.stringify({
    data: null,
    errors: [
      {
        message: `The answer would be larger than ${sizeText(maxBytes)}; ask for fewer items.`,
        extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes },
      },
    ],
  });
}
