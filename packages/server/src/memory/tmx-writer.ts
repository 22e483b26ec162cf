/** One translated pair of a project, as the TMX export writes it. */
export interface TmxUnit {
  id: string;
  source: string;
  targetLanguage: string;
  target: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string,
  );

// XML 1.0 allows no control characters but tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids.
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const clean = (text: string) => escapeXml(text.replace(forbidden, ''));

/** The TMX 1.4b file's parts: its head, one `tu` per unit, its end; so a long export streams. */
export const tmxHead = (sourceLanguage: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n  <header creationtool="Verba" creationtoolversion="1" segtype="sentence" o-tmf="verba" adminlang="en" srclang="${clean(sourceLanguage)}" datatype="plaintext"/>\n  <body>\n`;

export const tmxUnit = (sourceLanguage: string, unit: TmxUnit) =>
  `    <tu tuid="${clean(unit.id)}">\n      <tuv xml:lang="${clean(sourceLanguage)}"><seg>${clean(unit.source)}</seg></tuv>\n      <tuv xml:lang="${clean(unit.targetLanguage)}"><seg>${clean(unit.target)}</seg></tuv>\n    </tu>\n`;

export const tmxTail = '  </body>\n</tmx>\n';
