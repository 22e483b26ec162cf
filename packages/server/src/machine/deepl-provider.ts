import { z } from 'zod';
import { deeplGlossaries } from './deepl-glossaries.ts';
import { endpoint, type MachineProvider, ProviderError } from './provider.ts';
import { defaultHttpPolicy, type HttpPolicy, postJson } from './provider-http.ts';

const answer = z.object({ translations: z.array(z.object({ text: z.string() })) });

/** DeepL names a source by its language alone and wants a variant for English and Portuguese targets. */
const sourceOf = (tag: string) => (tag.split('-')[0] ?? tag).toUpperCase();
function targetOf(tag: string): string {
  const upper = tag.toUpperCase();
  return upper === 'EN' ? 'EN-US' : upper === 'PT' ? 'PT-PT' : upper;
}

// Plain fetch rather than deepl-node: the contract fixes a JSON body with `ignore_tags`, and every
// provider shares one timeout and retry policy (provider-http.ts); the glossary endpoints likewise.
export function deeplProvider(
  settings: { url: string; key: string },
  policy: HttpPolicy = defaultHttpPolicy,
): MachineProvider {
  const glossaries = deeplGlossaries(settings, policy);
  return {
    name: 'deepl',
    markerStyle: 'xml',
    batchSize: 50,
    usesGlossary: true,
    async translate({ texts, from, to, signal, glossary }) {
      const glossaryId = glossary ? await glossaries.idFor(glossary, from, to, signal) : null;
      const body = {
        text: texts,
        source_lang: sourceOf(from),
        target_lang: targetOf(to),
        tag_handling: 'xml',
        ignore_tags: ['x'],
        ...(glossaryId ? { glossary_id: glossaryId } : {}),
      };
      const headers = { authorization: `DeepL-Auth-Key ${settings.key}` };
      const url = endpoint(settings.url, '/v2/translate');
      const answered = await postJson('DeepL', url, body, headers, signal, policy).catch((error: unknown) => {
        // Another process may have deleted the copy: the next call looks for it again.
        if (glossary && glossaryId) glossaries.forget(glossary.owner, from, to);
        throw error;
      });
      const parsed = answer.safeParse(answered);
      if (!parsed.success || parsed.data.translations.length !== texts.length) {
        throw new ProviderError('DeepL answered in an unexpected shape.');
      }
      return parsed.data.translations.map((translation) => translation.text);
    },
  };
}
