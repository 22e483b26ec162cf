import { createHash } from 'node:crypto';
import { type Glossary, type GlossaryEntry, termsIn } from '@verba/formats';
import { glossariesOf } from '../glossary/glossary-store.ts';
import type { Executor } from '../workspace/executor.ts';
import type { TermHint } from './provider.ts';

/** A project's glossary as machine translation into one language reads it (aids contract, "Machine translation"). */
export interface MachineGlossary {
  /** The project it belongs to. */
  owner: string;
  /** Every term with something to say in this language, in the glossary's order. */
  hints: TermHint[];
  /** The terms found in a base text (as the editor finds them), with something to say. */
  hintsIn(text: string): TermHint[];
}

/** What the glossary says about a term in `language`, or null when it says nothing there. */
export function hintOf(entry: GlossaryEntry, language: string): TermHint | null {
  const side = entry.translations.find((translation) => translation.language === language);
  const text = side?.text?.trim() ? side.text : null;
  const forbidden = [...(side?.forbidden ?? [])];
  if (!entry.doNotTranslate && text === null && forbidden.length === 0) return null;
  return {
    term: entry.term,
    translation: entry.doNotTranslate ? entry.term : text,
    keep: entry.doNotTranslate,
    forbidden,
  };
}

/** The glossary's words for one text: '' when it has none, else a short hash of the terms' hints. */
export function glossaryStamp(hints: readonly TermHint[]): string {
  if (hints.length === 0) return '';
  return createHash('sha256').update(JSON.stringify(hints)).digest('hex').slice(0, 16);
}

/** Built once per compiled glossary (kept while its stamp holds) and language. */
const built = new WeakMap<Glossary, Map<string, MachineGlossary>>();

export function machineGlossary(owner: string, glossary: Glossary, language: string): MachineGlossary {
  const byLanguage = built.get(glossary) ?? new Map<string, MachineGlossary>();
  built.set(glossary, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const hints = new Map<GlossaryEntry, TermHint>();
  for (const entry of glossary.entries) {
    const hint = hintOf(entry, language);
    if (hint) hints.set(entry, hint);
  }
  const made: MachineGlossary = {
    owner,
    hints: [...hints.values()],
    hintsIn: (text) =>
      hints.size === 0
        ? []
        : termsIn(glossary, text).flatMap((entry) => {
            const hint = hints.get(entry);
            return hint ? [hint] : [];
          }),
  };
  byLanguage.set(language, made);
  return made;
}

/** The project's glossary for machine translation into `language`. */
export async function projectMachineGlossary(
  db: Executor,
  projectId: string,
  language: string,
): Promise<MachineGlossary> {
  const [glossary] = await glossariesOf(db, [projectId]);
  return machineGlossary(projectId, glossary as Glossary, language);
}
