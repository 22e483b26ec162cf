import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { NAME_MAX } from '@verba/contract';
import { z } from 'zod';
import { DomainError } from '../errors.ts';

// The browser's JSON, checked for shape only: @simplewebauthn/server verifies the content.
const base64url = (field: string, max = 16_384) =>
  z
    .string({ error: `${field} must be a base64url string` })
    .max(max, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${field} must be a base64url string`);

const credentialId = base64url('id', 1_400).min(1, 'id is required');

export const passkeyNameField = z
  .string({ error: 'name must be a string' })
  .trim()
  .min(1, 'name must not be empty')
  .max(NAME_MAX, `name must be at most ${NAME_MAX} characters long`);

const passkeyIdField = z.uuid({ error: 'id must be a passkey id' });

const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: 'type must be "public-key"' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const passkeySchemas = {
  registration: z.object({
    ...common,
    response: z.object({
      clientDataJSON: base64url('response.clientDataJSON'),
      attestationObject: base64url('response.attestationObject'),
      authenticatorData: base64url('response.authenticatorData').optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url('response.publicKey').optional(),
    }),
    name: passkeyNameField.optional(),
  }),
  authentication: z.object({
    ...common,
    response: z.object({
      clientDataJSON: base64url('response.clientDataJSON'),
      authenticatorData: base64url('response.authenticatorData'),
      signature: base64url('response.signature'),
      userHandle: base64url('response.userHandle', 200).optional(),
    }),
  }),
  rename: z.object({ id: passkeyIdField, name: passkeyNameField }),
  disable: z.object({ id: passkeyIdField.optional() }),
};

export type RegistrationInput = z.output<typeof passkeySchemas.registration>;

export function asRegistrationResponse({
  name: _name,
  ...response
}: RegistrationInput): RegistrationResponseJSON {
  return response as RegistrationResponseJSON;
}

export function asAuthenticationResponse(
  response: z.output<typeof passkeySchemas.authentication>,
): AuthenticationResponseJSON {
  return response as AuthenticationResponseJSON;
}

/** The challenge a ceremony answered, read from its clientDataJSON to find the kept one. */
export function answeredChallenge(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (data && typeof data === 'object' && 'challenge' in data && typeof data.challenge === 'string') {
      if (data.challenge.length > 0 && data.challenge.length <= 200) return data.challenge;
    }
  } catch {
    // Not JSON: answered below like any other malformed clientDataJSON.
  }
  throw new DomainError('INVALID_INPUT', 'response.clientDataJSON is not valid.', {
    field: 'response.clientDataJSON',
  });
}
