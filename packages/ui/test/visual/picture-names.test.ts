import { describe, expect, it } from 'vitest';
import { pictureFile, pictureName, storyOfFile } from './picture-names.ts';

const id = 'screens-groupeditorscreen-suggestions--refused-german';

describe('picture names', () => {
  it('name a story’s first picture after the story, and the next ones by number', () => {
    expect(pictureName('dark', id, 1)).toBe('dark/screens-groupeditorscreen-suggestions/refused-german');
    expect(pictureName('dark', id, 3)).toBe('dark/screens-groupeditorscreen-suggestions/refused-german/3');
  });

  it('keep no `--`, which Vitest would fold', () => {
    expect(pictureName('light', id, 2)).not.toContain('--');
  });

  it('lead to a baseline file that names the story, and back', () => {
    expect(pictureFile(pictureName('light', id, 1))).toBe(`light/${id}`);
    expect(pictureFile(pictureName('light', id, 2))).toBe(`light/${id}.2`);
    expect(storyOfFile(`${id}.png`)).toBe(id);
    expect(storyOfFile(`${id}.12.png`)).toBe(id);
  });

  it('keep a diff’s suffix after the picture’s number', () => {
    expect(pictureFile(`${pictureName('light', id, 2)}-actual`)).toBe(`light/${id}.2-actual`);
    expect(pictureFile(`${pictureName('light', id, 1)}-diff`)).toBe(`light/${id}-diff`);
  });
});
