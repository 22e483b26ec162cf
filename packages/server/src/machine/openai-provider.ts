import { z } from 'zod';
import { endpoint, type MachineProvider, ProviderError, type TermHint } from './provider.ts';
import { defaultHttpPolicy, type HttpPolicy, postJson } from './provider-http.ts';

const answer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const translations = z.array(z.string());

const quoted = (text: string) => JSON.stringify(text);

/** One glossary line: the translation to use, or the term kept as written, and the variants to avoid. */
function termLine(hint: TermHint): string {
  const rule = hint.keep
    ? 'keep it exactly as written, untranslated'
    : hint.translation !== null
      ? `translate it as ${quoted(hint.translation)}`
      : 'translate it as fits';
  const avoid = hint.forbidden.length > 0 ? `; never use ${hint.forbidden.map(quoted).join(', ')}` : '';
  return `- ${quoted(hint.term)}: ${rule}${avoid}.`;
}

/** What the model is told: the markers are opaque and stay, the glossary's terms in these texts, the answer is a JSON array. */
function chatInstructions(from: string, to: string, terms: TermHint[]): string {
  const lines = [
    [
      `Translate each string of the JSON array the user sends from the language tagged ${from} to the language tagged ${to}.`,
      'Tokens like ⟦0⟧ are placeholders: keep each one exactly as written, once, where it belongs in the translated sentence.',
      'Answer with only a JSON array of the translated strings, in the same order and of the same length.',
    ].join(' '),
  ];
  if (terms.length > 0) {
    lines.push(
      '',
      "Follow the project's glossary for these terms wherever they occur:",
      ...terms.map(termLine),
    );
  }
  return lines.join('\n');
}

/** The array in the model's answer, with or without a Markdown code fence around it. */
function arrayIn(content: string): unknown {
  const start = content.indexOf('[');
  const end = content.lastIndexOf(']');
  if (start < 0 || end < start) return null;
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, LM Studio, gateways. */
export function openAiProvider(
  settings: { url: string; key?: string; model: string },
  policy: HttpPolicy = defaultHttpPolicy,
): MachineProvider {
  return {
    name: 'openai',
    markerStyle: 'token',
    batchSize: 50,
    usesGlossary: true,
    async translate({ texts, from, to, signal, glossary }) {
      const body = {
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: chatInstructions(from, to, glossary?.found ?? []) },
          { role: 'user', content: JSON.stringify(texts) },
        ],
      };
      const headers: Record<string, string> = settings.key ? { authorization: `Bearer ${settings.key}` } : {};
      const url = endpoint(settings.url, '/chat/completions');
      const parsed = answer.safeParse(await postJson('The chat model', url, body, headers, signal, policy));
      const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
      const list = translations.safeParse(content === undefined ? null : arrayIn(content));
      if (!list.success || list.data.length !== texts.length) {
        throw new ProviderError('The chat model answered in an unexpected shape.');
      }
      return list.data;
    },
  };
}
