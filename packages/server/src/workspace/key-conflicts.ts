import { type FileShape, pluralBaseOf, pluralSuffixes } from '@verba/formats';

export interface KeyName {
  name: string;
  plural: boolean;
}

/** What of a group's file shape decides which of its key names collide. */
export type KeyNaming = Pick<FileShape, 'structure' | 'keySeparator' | 'pluralStyle'>;

/**
 * The names of one group, indexed for the collision rules of translation-contract.md: a name taken
 * twice; in a NESTED group only, `a` beside `a.b` (split at the group's separator); and a plural
 * `x` beside `x_one` (the plural suffixes of the group's style). FLAT groups take any names.
 */
export class KeyNameIndex {
  private readonly names = new Map<string, KeyName>();
  // Every separator-prefix of a name ("a" and "a.b" of "a.b.c") and one name that has it.
  private readonly prefixes = new Map<string, string>();
  private readonly separator: string;
  private readonly suffixes: readonly string[];
  private readonly naming: KeyNaming;

  constructor(keys: Iterable<KeyName>, naming: KeyNaming) {
    this.naming = naming;
    this.separator = naming.structure === 'NESTED' ? naming.keySeparator : '';
    this.suffixes = pluralSuffixes(naming.pluralStyle);
    for (const key of keys) this.add(key);
  }

  private *prefixesOf(name: string): Generator<string> {
    if (this.separator === '') return;
    for (let at = name.indexOf(this.separator); at >= 0; at = name.indexOf(this.separator, at + 1)) {
      yield name.slice(0, at);
    }
  }

  add(key: KeyName): void {
    this.names.set(key.name, key);
    for (const prefix of this.prefixesOf(key.name)) {
      if (!this.prefixes.has(prefix)) this.prefixes.set(prefix, key.name);
    }
  }

  /** The name a new key would collide with, or null. */
  conflictOf(key: KeyName): string | null {
    if (this.names.has(key.name)) return key.name;
    const below = this.prefixes.get(key.name);
    if (below !== undefined) return below;
    for (const above of this.prefixesOf(key.name)) if (this.names.has(above)) return above;
    if (key.plural) {
      const taken = this.suffixes.find((suffix) => this.names.has(key.name + suffix));
      if (taken !== undefined) return key.name + taken;
    }
    const base = pluralBaseOf(key.name, this.naming.pluralStyle);
    if (base !== null && this.names.get(base)?.plural) return base;
    return null;
  }
}
