// A group's name is free text (1 to 100 characters), and the contract puts it in file paths:
// `{language}/{group}.json`. Characters that a path or another system's file names read as
// structure (`/`, `\`, `..`, a leading dot that hides the file, controls, Windows' reserved ones)
// are written as `%XX`, and `%` itself as `%25`, so the import reads the name back exactly.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those it escapes.
const reserved = /[\u0000-\u001f\u007f%/\\:*?"<>|]/g;

const percentEncoded = (character: string) =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** The file name (without `.json`) a group's name is exported as: never a path of its own. */
export function groupFileName(name: string): string {
  return name.replace(reserved, percentEncoded).replace(/^\./, '%2E').replace(/\.$/, '%2E');
}

/** The group name an exported file name stands for: the `%XX` of groupFileName read back. */
export function groupNameOfFile(fileName: string): string {
  return fileName.replace(/%([0-9a-fA-F]{2})/g, (written, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return character === '.' || character.replace(reserved, '') === '' ? character : written;
  });
}
