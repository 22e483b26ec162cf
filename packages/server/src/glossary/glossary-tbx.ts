import type { CsvTerm } from './glossary-csv.ts';

// The glossary as TBX (ISO 30042:2019, the TBX-Basic dialect in its DCA style): a conceptEntry a
// term, a langSec for the base language (the term, its description as the definition) and one
// per translation (the translation as preferred, each forbidden variant as deprecated).

// Characters XML 1.0 cannot hold at all (C0 controls but tab and line breaks, U+FFFE, U+FFFF).
const xmlChar = (char: string) => {
  const code = char.codePointAt(0) as number;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
};

/** Text as XML content or attribute value; what XML cannot hold is dropped (a description might). */
const escapeXml = (text: string) =>
  [...text]
    .filter(xmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const termSec = (term: string, status: 'preferredTerm-admn-sts' | 'deprecatedTerm-admn-sts') =>
  `        <termSec>
          <term>${escapeXml(term)}</term>
          <termNote type="administrativeStatus">${status}</termNote>
        </termSec>`;

export function glossaryTbx(projectName: string, baseLanguage: string, terms: readonly CsvTerm[]): string {
  const entries = terms.map((term, index) => {
    const notes = [
      ...(term.caseSensitive ? ['<note>case-sensitive</note>'] : []),
      ...(term.doNotTranslate ? ['<note>do not translate</note>'] : []),
    ].map((note) => `      ${note}`);
    const base = `      <langSec xml:lang="${escapeXml(baseLanguage)}">
${term.description ? `        <descrip type="definition">${escapeXml(term.description)}</descrip>\n` : ''}${termSec(term.term, 'preferredTerm-admn-sts')}
      </langSec>`;
    const others = term.translations.map(
      (translation) => `      <langSec xml:lang="${escapeXml(translation.language)}">
${[
  ...(translation.text ? [termSec(translation.text, 'preferredTerm-admn-sts')] : []),
  ...translation.forbidden.map((variant) => termSec(variant, 'deprecatedTerm-admn-sts')),
].join('\n')}
      </langSec>`,
    );
    return `    <conceptEntry id="c${index + 1}">
${[...notes, base, ...others].join('\n')}
    </conceptEntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<tbx style="dca" type="TBX-Basic" xml:lang="${escapeXml(baseLanguage)}" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader>
    <fileDesc>
      <sourceDesc>
        <p>${escapeXml(`Glossary of ${projectName}, exported by Verba`)}</p>
      </sourceDesc>
    </fileDesc>
  </tbxHeader>
  <text>
    <body>
${entries.join('\n')}
    </body>
  </text>
</tbx>
`;
}
