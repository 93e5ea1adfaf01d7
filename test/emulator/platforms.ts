import type { Platform } from './store.ts';

/**
 * The platform a file format belongs to. Export without `export_all` includes only keys of the
 * format's platform ("include all platform keys" implies the default is narrower); import gives new
 * keys that platform. The interface does not name the platform of each format: Apple's `strings`
 * are iOS, Android's `xml` is Android, and everything else is Web, so the formats a web project
 * uses all see the same keys. Apple's `.stringsdict` holds the plurals beside `.strings`: iOS too.
 */
export function platformOfFormat(extension: string): Platform {
  if (extension === 'strings' || extension === 'stringsdict') return 'ios';
  if (extension === 'xml') return 'android';
  return 'web';
}
