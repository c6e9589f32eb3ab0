// The permission catalogue as the roles screen shows it: each module's keys with their names and descriptions in both
// languages, and the search over them.
import {
  PERMISSION_LABELS,
  PERMISSION_MODULES,
  type PermissionKey,
  type PermissionLabel,
  type PermissionModule,
} from '@erp/schema';

/** The modules in display order. */
export const MODULES = Object.keys(PERMISSION_MODULES) as PermissionModule[];

/** Every key, in catalogue order. */
export const ALL_KEYS: readonly PermissionKey[] = MODULES.flatMap((mod) => PERMISSION_MODULES[mod]);

/** A key's label in the active language. */
export const labelIn = (locale: string, label: PermissionLabel) =>
  locale.startsWith('ar')
    ? { name: label.nameAr, description: label.descriptionAr }
    : { name: label.name, description: label.description };

/** Text folded for matching: lower case, Arabic diacritics and tatweel removed, alef and ya forms unified. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647');
}

// Each key's searchable text, folded once: the key and its name and description in both languages.
const HAYSTACK: ReadonlyMap<PermissionKey, string> = new Map(
  ALL_KEYS.map((key) => {
    const l = PERMISSION_LABELS[key];
    return [key, fold([key, l.name, l.nameAr, l.description, l.descriptionAr].join('\n'))];
  }),
);

/** The keys matching every word of the query (in either language), or every key for an empty query. */
export function matchingKeys(query: string): ReadonlySet<PermissionKey> {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return new Set(ALL_KEYS);
  return new Set(ALL_KEYS.filter((key) => words.every((w) => HAYSTACK.get(key)!.includes(w))));
}

/** The number of `keys` held in each module. */
export function countsByModule(keys: ReadonlySet<string>): Record<PermissionModule, number> {
  return Object.fromEntries(
    MODULES.map((mod) => [mod, PERMISSION_MODULES[mod].filter((k) => keys.has(k)).length]),
  ) as Record<PermissionModule, number>;
}
