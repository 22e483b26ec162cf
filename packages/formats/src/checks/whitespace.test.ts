import { describe, expect, it } from 'vitest';
import { doubleSpace, whitespaceEdges } from './whitespace.ts';

describe('whitespaceEdges', () => {
  it.each([
    ['Nom : ', 'Name: '],
    [' مرحبا\u200f', ' Hello'],
    ['\u00a0Suivant', ' Next'],
    ['你好', 'Hello'],
  ])('accepts %j for %j', (text, base) => {
    expect(whitespaceEdges(text, base)).toBeNull();
  });
  it.each([
    ['Weiter', 'Next ', 'Trailing'],
    [' Weiter', 'Next', 'Leading'],
    ['Weiter\n', 'Next ', 'Trailing'],
  ])('refuses %j for %j', (text, base, edge) => {
    expect(whitespaceEdges(text, base)).toContain(edge);
  });
});

describe('doubleSpace', () => {
  it('finds two spaces the base does not have', () => {
    expect(doubleSpace('Guten  Tag 👋', 'Good day 👋')).not.toBeNull();
    expect(doubleSpace('Guten  Tag', 'Good  day')).toBeNull();
    expect(doubleSpace('こんにちは　世界', 'Hello world')).toBeNull();
  });
});
