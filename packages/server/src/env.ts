import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot, serverRoot } from './paths.ts';
import { parseSecretKey, secretKeyFormat } from './secrets/secret-key.ts';

// The only reader of process.env. Relative directories resolve against the repository root,
// the directory where `npm start` runs, whatever directory the server process starts in.
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const directory = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((dir) => (isAbsolute(dir) ? dir : resolve(repoRoot, dir)));

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** An address or a CIDR block (`10.0.0.0/8`, `2001:db8::/32`). */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// Unset trusts no proxy: request.ip is the socket's peer. A number trusts that many hops of
// X-Forwarded-For; a list trusts the proxies at those addresses.
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrBlock)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops or a comma-separated list of addresses and CIDR blocks',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ message: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .default(3000),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    urlWithProtocols(['http:', 'https:'], 'https://verba.example').optional(),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db').optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUnset, directory('./data')),
  SMTP_URL: z.preprocess(emptyAsUnset, urlWithProtocols(['smtp:', 'smtps:'], 'smtp://host:25').optional()),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.email('must be an e-mail address').default('no-reply@localhost')),
  REDIS_URL: z.preprocess(
    emptyAsUnset,
    urlWithProtocols(['redis:', 'rediss:'], 'redis://host:6379').optional(),
  ),
  // Production settings unless a developer script says otherwise.
  NODE_ENV: z.preprocess(emptyAsUnset, z.enum(['development', 'production', 'test']).default('production')),
  GRAPHQL_INTROSPECTION: z.preprocess(
    emptyAsUnset,
    z
      .enum(['0', '1'], { message: 'must be 1 (on) or 0 (off)' })
      .default('0')
      .transform((value) => value === '1'),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUnset, trustProxy),
  SECRET_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        const key = parseSecretKey(value);
        if (key) return key;
        context.addIssue({ code: 'custom', message: `must be ${secretKeyFormat}` });
        return z.NEVER;
      }),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Webhooks may reach private, loopback and link-local addresses (a receiver on the same network).
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(
    emptyAsUnset,
    z
      .enum(['0', '1'], { message: 'must be 1 (on) or 0 (off)' })
      .default('0')
      .transform((value) => value === '1'),
  ),
  APP_DIST_DIR: z.preprocess(emptyAsUnset, directory(resolve(serverRoot, '../app/dist'))),
  // Machine translation (aids contract): a provider without its variables is absent.
  MT_DEEPL_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  MT_DEEPL_URL: z.preprocess(
    emptyAsUnset,
    urlWithProtocols(['http:', 'https:'], 'https://api-free.deepl.com').default('https://api-free.deepl.com'),
  ),
  MT_LIBRETRANSLATE_URL: z.preprocess(
    emptyAsUnset,
    urlWithProtocols(['http:', 'https:'], 'http://localhost:5000').optional(),
  ),
  MT_LIBRETRANSLATE_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  MT_OPENAI_URL: z.preprocess(
    emptyAsUnset,
    urlWithProtocols(['http:', 'https:'], 'https://api.openai.com/v1').optional(),
  ),
  MT_OPENAI_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  MT_OPENAI_MODEL: z.preprocess(emptyAsUnset, z.string().optional()),
});

// URLs may carry passwords, and the key is a secret: their values never reach an error message.
const secretVariables = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'SECRET_KEY',
  'MT_DEEPL_KEY',
  'MT_LIBRETRANSLATE_KEY',
  'MT_OPENAI_KEY',
]);

export type Env = Omit<z.output<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Whether the server runs on a PostgreSQL server rather than the embedded database. */
export const usesExternalDatabase = (source: Record<string, string | undefined> = process.env) =>
  Boolean(emptyAsUnset(source.DATABASE_URL));

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = secretVariables.has(name) ? undefined : source[name];
    throw new EnvError(
      `Invalid ${name}${value === undefined ? '' : ` (${JSON.stringify(value)})`}: ${issue?.message}`,
    );
  }
  const env = parsed.data;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return { ...env, PUBLIC_URL: publicUrl.origin };
}
