// The shape every translation must have: the English catalog's keys, each a string. A missing
// or extra key in any language is a type error (and the catalog test says which).
export type Catalog<T> = {
  [K in keyof T]: T[K] extends string ? string : Catalog<T[K]>;
};

export type Messages = Record<string, unknown>;

/** Every key of a nested catalog, dotted (`links.create.title`). */
export function flattenKeys(catalog: Messages, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flattenKeys(value as Messages, path)) keys.set(inner, text);
    }
  }
  return keys;
}
