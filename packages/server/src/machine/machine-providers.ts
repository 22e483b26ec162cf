import type { Env } from '../env.ts';
import { deeplProvider } from './deepl-provider.ts';
import { libreTranslateProvider } from './libretranslate-provider.ts';
import { openAiProvider } from './openai-provider.ts';
import type { MachineProvider } from './provider.ts';
import type { HttpPolicy } from './provider-http.ts';

/** The providers the operator configured, in PROVIDER_NAMES order; one without its variables is absent. */
export function configuredProviders(env: Env, policy?: HttpPolicy): MachineProvider[] {
  const providers: MachineProvider[] = [];
  if (env.MT_DEEPL_KEY)
    providers.push(deeplProvider({ url: env.MT_DEEPL_URL, key: env.MT_DEEPL_KEY }, policy));
  if (env.MT_LIBRETRANSLATE_URL) {
    providers.push(
      libreTranslateProvider({ url: env.MT_LIBRETRANSLATE_URL, key: env.MT_LIBRETRANSLATE_KEY }, policy),
    );
  }
  if (env.MT_OPENAI_URL && env.MT_OPENAI_MODEL) {
    providers.push(
      openAiProvider({ url: env.MT_OPENAI_URL, key: env.MT_OPENAI_KEY, model: env.MT_OPENAI_MODEL }, policy),
    );
  }
  return providers;
}
