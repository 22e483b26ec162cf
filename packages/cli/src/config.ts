import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { CliError, EXIT } from './exit-codes.ts';

const configSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'url is the address of the Verba server (http or https).' }),
  projectId: z.string({ error: 'projectId is the id of the project (its settings show it).' }).min(1),
  files: z
    .string({ error: 'files is a pattern such as "locales/{language}/{group}.json".' })
    .refine((pattern) => pattern.includes('{language}') && pattern.includes('{group}'), {
      error: 'files must hold both {language} and {group}, e.g. "locales/{language}/{group}.json".',
    }),
  languages: z.array(z.string().min(1)).optional(),
  groups: z.array(z.string().min(1)).optional(),
});

export interface Config extends z.infer<typeof configSchema> {
  /** The folder the `files` pattern is relative to: the config file's own. */
  root: string;
}

export const DEFAULT_CONFIG_FILE = 'verba.config.json';

export async function loadConfig(path: string): Promise<Config> {
  const file = resolve(path);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliError(
      `No config file at ${file}: create ${DEFAULT_CONFIG_FILE} or pass --config.`,
      EXIT.usage,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not JSON: ${(error as Error).message}`, EXIT.usage);
  }
  return { ...checkConfig(json, file), root: dirname(file) };
}

/** The config's fields, or a usage error naming the first bad one (`where` starts the message). */
export function checkConfig(json: unknown, where: string): z.infer<typeof configSchema> {
  const parsed = configSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  const field = issue.path.join('.') || 'config';
  throw new CliError(`${where}: ${field}: ${issue.message}`, EXIT.usage);
}
