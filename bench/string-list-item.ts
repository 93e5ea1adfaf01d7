import { phpJson } from '../test/emulator/string-items.ts';

/**
 * One item of a `string/list` answer in the interface's shape (the emulator's `interface` item
 * shape: its fields in its order), for the benchmarks that read a whole answer; `last` holds the revision's own field (`references`
 * on 1.0.9.2, `tags` on 1.0.9.3).
 */
export function stringListItem(
  key: string,
  translation: string,
  last: { references: null } | { tags: [] },
): string {
  return JSON.stringify({
    key,
    translation,
    plural_key: null,
    platform_mask: 23,
    is_hidden: '0',
    created_at: '2026-11-25 09:00:00',
    modified_at: '2026-11-25 09:00:00',
    fuzzy: '0',
    context: null,
    is_archived: '0',
    ...last,
  });
}

/**
 * One item as the real service sent it (public v1 clients' recordings, as the emulator writes it
 * by default): 19 fields in its order, every scalar a string, `plural_key` `"0"`, both lists, and
 * the text escaped as PHP's `json_encode` escapes it (`\u` past ASCII, `\/`).
 */
export function recordedListItem(key: string, translation: string, id: number): string {
  return phpJson({
    key,
    key_id: String(id),
    trans_id: String(id * 1000 + 1),
    translation,
    description: '',
    lang_id: '640',
    plural_key: '0',
    plural_name: '',
    platform_mask: '23',
    is_hidden: '0',
    created_at: '2026-11-25 09:00:00',
    tags: [],
    modified_at: '2026-11-25 09:00:00',
    fuzzy: '0',
    is_proofread: '0',
    references: [],
    context: '',
    is_archived: '0',
    key_type: '0',
  });
}

/** How a benchmark's string/list answer writes its items. */
export type BenchItemShape = 'interface' | 'recorded';
