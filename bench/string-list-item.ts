/**
 * One item of a `string/list` answer as the emulator writes it (its fields in its order), for
 * the benchmarks that read a whole answer; `last` holds the revision's own field (`references`
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
