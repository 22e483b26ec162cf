import { PLURAL_CATEGORIES } from '@verba/formats';

export interface KeyName {
  name: string;
  plural: boolean;
}

const pluralSuffix = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/**
 * The names of one group, indexed for the collision rules of translation-contract.md: a name taken
 * twice, `a` beside `a.b` (nested JSON), and a plural `x` beside `x_one` (plural file suffixes).
 */
export class KeyNameIndex {
  private readonly names = new Map<string, KeyName>();
  // Every dot-prefix of a name ("a" and "a.b" of "a.b.c") and one name that has it.
  private readonly prefixes = new Map<string, string>();

  constructor(keys: Iterable<KeyName>) {
    for (const key of keys) this.add(key);
  }

  add(key: KeyName): void {
    this.names.set(key.name, key);
    for (let dot = key.name.indexOf('.'); dot >= 0; dot = key.name.indexOf('.', dot + 1)) {
      const prefix = key.name.slice(0, dot);
      if (!this.prefixes.has(prefix)) this.prefixes.set(prefix, key.name);
    }
  }

  /** The name a new key would collide with, or null. */
  conflictOf(key: KeyName): string | null {
    if (this.names.has(key.name)) return key.name;
    const below = this.prefixes.get(key.name);
    if (below !== undefined) return below;
    for (let dot = key.name.indexOf('.'); dot >= 0; dot = key.name.indexOf('.', dot + 1)) {
      const above = key.name.slice(0, dot);
      if (this.names.has(above)) return above;
    }
    if (key.plural) {
      for (const category of PLURAL_CATEGORIES) {
        if (this.names.has(`${key.name}_${category}`)) return `${key.name}_${category}`;
      }
    }
    const base = pluralSuffix.exec(key.name)?.[1];
    if (base !== undefined && this.names.get(base)?.plural) return base;
    return null;
  }
}
