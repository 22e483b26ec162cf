import { z } from 'zod';
import { endpoint, type MachineProvider, ProviderError } from './provider.ts';
import { defaultHttpPolicy, type HttpPolicy, postJson } from './provider-http.ts';

const answer = z.object({ translatedText: z.array(z.string()) });

/** LibreTranslate's codes are the language subtag (`pt-BR` is `pt`). */
const codeOf = (tag: string) => (tag.split('-')[0] ?? tag).toLowerCase();

export function libreTranslateProvider(
  settings: { url: string; key?: string },
  policy: HttpPolicy = defaultHttpPolicy,
): MachineProvider {
  return {
    name: 'libretranslate',
    markerStyle: 'span',
    batchSize: 50,
    // LibreTranslate takes no glossary: nothing of it is sent, and its answers do not depend on it.
    usesGlossary: false,
    async translate({ texts, from, to, signal }) {
      const body = {
        q: texts,
        source: codeOf(from),
        target: codeOf(to),
        format: 'html',
        ...(settings.key ? { api_key: settings.key } : {}),
      };
      const url = endpoint(settings.url, '/translate');
      const parsed = answer.safeParse(await postJson('LibreTranslate', url, body, {}, signal, policy));
      if (!parsed.success || parsed.data.translatedText.length !== texts.length) {
        throw new ProviderError('LibreTranslate answered in an unexpected shape.');
      }
      return parsed.data.translatedText;
    },
  };
}
