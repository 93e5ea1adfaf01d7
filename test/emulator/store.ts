import { ApiError } from './errors.ts';
import { systemLanguage } from './languages.ts';
import type { ItemShape } from './string-items.ts';
import { newProjectId } from './values.ts';

/** The platforms of `platform_mask`, by bit (§2: 1 iOS, 2 Android, 4 Web, 16 Other). */
export const PLATFORM_BITS = { ios: 1, android: 2, web: 4, other: 16 } as const;
export type Platform = keyof typeof PLATFORM_BITS;
export const ALL_PLATFORMS_MASK = 1 + 2 + 4 + 16;

/** Plural forms by name. Wider than the codecs' forms: 1.0.9.2 shows `other1`. */
export type Forms = Readonly<Record<string, string>>;

/** One key's text in one language. */
export interface Translation {
  value: string | Forms;
  fuzzy: boolean;
  modifiedAt: number;
  /** Store-wide sequence of the last change, so `last_updated` sorts even within one millisecond. */
  modifiedSeq: number;
}

/** A key with its attributes and translations. */
export interface Key {
  readonly id: number;
  name: string;
  platformMask: number;
  /**
   * The file the key belongs to, per platform, as a template: the importing language's code (or,
   * when the name lacks it, the base language's) is replaced by `%LANG_ISO%` (see file-names.ts),
   * so `locales/en.json` and `locales/de.json` are one file, and so is `locales/en.json` imported
   * as `de`.
   */
  fileNames: Partial<Record<Platform, string>>;
  context: string | null;
  description: string;
  /** The `placeholders` of the key's ARB metadata, kept as the import that created the key gave them. */
  placeholders: Readonly<Record<string, unknown>> | null;
  hidden: boolean;
  archived: boolean;
  tags: string[];
  references: string[] | null;
  plural: boolean;
  /** 1.0.9.2's plural name (`plural` is a string there). */
  pluralName: string | null;
  readonly createdAt: number;
  readonly createdSeq: number;
  modifiedAt: number;
  modifiedSeq: number;
  readonly translations: Map<string, Translation>;
}

/** A language of a project. */
export interface ProjectLanguage {
  iso: string;
  name: string;
  rtl: boolean;
  isDefault: boolean;
}

/** A snapshot record: the interface shows only its request parameters. */
export interface SnapshotRecord {
  readonly title: string;
  readonly createdAt: number;
  readonly keyCount: number;
}

/** A screenshot record: the interface shows only its request parameters. */
export interface ScreenshotRecord {
  readonly mime: 'image/png' | 'image/jpeg';
  readonly size: number;
  readonly autotag: boolean;
  readonly keyIds: readonly string[];
  readonly createdAt: number;
}

export interface Project {
  readonly id: string;
  name: string;
  desc: string;
  readonly created: number;
  readonly languages: ProjectLanguage[];
  /** In the order they were added (export_sort `first_added`). */
  keys: Key[];
  readonly snapshots: SnapshotRecord[];
  readonly screenshots: ScreenshotRecord[];
}

/** What `seed()` takes: a project with languages and keys, made without calling the API. */
export interface SeedProject {
  /** A fixed id (e.g. for a demo); default: a new random one. */
  readonly id?: string;
  readonly name?: string;
  readonly description?: string;
  /** Default `en`. */
  readonly baseLang?: string;
  /** Further languages besides the base. */
  readonly languages?: readonly string[];
  readonly keys?: readonly SeedKey[];
}

export interface SeedKey {
  readonly key: string;
  readonly translations?: Readonly<Record<string, string | Forms>>;
  readonly platformMask?: number;
  /** A file name for the web platform, as a template or a path (`locales/%LANG_ISO%.json`). */
  readonly fileName?: string;
  readonly tags?: readonly string[];
  readonly hidden?: boolean;
  readonly fuzzy?: readonly string[];
  readonly context?: string;
  readonly description?: string;
}

/**
 * The emulator's whole state: one account's projects, shared by both revisions, and the export
 * bundles waiting for download.
 */
export class Store {
  readonly projects = new Map<string, Project>();
  /** Export bundles by their path below the download URL (`files/export/...`). */
  readonly bundles = new Map<string, Buffer>();
  /**
   * Bytes the next export serves instead of the bundle it builds: a test's hostile or broken
   * bundle, coming through the real export and download path.
   */
  nextBundle: Buffer | undefined;
  /**
   * What the next export answers as its bundle's location instead of the real one: a test's
   * hostile `file` or `full_file`, as a compromised or buggy service might send it.
   */
  nextLocation: { readonly file?: string; readonly full_file?: string } | undefined;
  /**
   * string/list answers no strings while set: the benchmarks' pull without the data of the
   * quality pass, to weigh what that pass costs.
   */
  listNoStrings = false;
  /** How string/list writes its items, and whether answers escape as PHP does (string-items.ts). */
  itemShape: ItemShape = 'recorded';
  /**
   * Whether a .po export marks a fuzzy translation's entry `#, fuzzy`. No real .po export of
   * the service is on record, so off by default; on, for the pull's handling of such a bundle.
   */
  poFuzzyFlags = false;
  #seq = 0;
  #keyIds = 0;

  /** The next value of the store-wide change sequence. */
  nextSeq(): number {
    this.#seq += 1;
    return this.#seq;
  }

  /** Creates a project whose base language is `baseLang` (`is_default` `1`). */
  createProject(init: {
    name: string;
    desc: string;
    baseLang: string;
    now: number;
    id?: string;
  }): Project {
    const id = init.id ?? newProjectId();
    const project: Project = {
      id,
      name: init.name,
      desc: init.desc,
      created: init.now,
      languages: [],
      keys: [],
      snapshots: [],
      screenshots: [],
    };
    addLanguage(project, init.baseLang, true);
    this.projects.set(id, project);
    return project;
  }

  /** Appends a new key with no translations. */
  addKey(project: Project, name: string, platformMask: number, now: number): Key {
    this.#keyIds += 1;
    const seq = this.nextSeq();
    const key: Key = {
      id: this.#keyIds,
      name,
      platformMask,
      fileNames: {},
      context: null,
      description: '',
      placeholders: null,
      hidden: false,
      archived: false,
      tags: [],
      references: null,
      plural: false,
      pluralName: null,
      createdAt: now,
      createdSeq: seq,
      modifiedAt: now,
      modifiedSeq: seq,
      translations: new Map(),
    };
    project.keys.push(key);
    return key;
  }

  /** Sets a key's translation in one language, marking the key and translation modified. */
  setTranslation(key: Key, iso: string, value: string | Forms, now: number, fuzzy = false): void {
    const seq = this.nextSeq();
    key.translations.set(iso, { value, fuzzy, modifiedAt: now, modifiedSeq: seq });
    key.modifiedAt = now;
    key.modifiedSeq = seq;
  }

  /** Marks a key changed (attributes other than translations). */
  touch(key: Key, now: number): void {
    key.modifiedAt = now;
    key.modifiedSeq = this.nextSeq();
  }

  /** Creates a project with languages and keys in one step, for tests, benchmarks and the demo. */
  seed(spec: SeedProject, now = Date.now()): Project {
    const project = this.createProject({
      name: spec.name ?? 'Seeded project',
      desc: spec.description ?? '',
      baseLang: spec.baseLang ?? 'en',
      now,
      ...(spec.id === undefined ? {} : { id: spec.id }),
    });
    for (const iso of spec.languages ?? []) {
      if (!project.languages.some((l) => l.iso === iso)) addLanguage(project, iso, false);
    }
    for (const record of spec.keys ?? []) {
      const key = this.addKey(project, record.key, record.platformMask ?? PLATFORM_BITS.web, now);
      if (record.fileName !== undefined) key.fileNames.web = record.fileName;
      key.tags = [...(record.tags ?? [])];
      key.hidden = record.hidden ?? false;
      key.context = record.context ?? null;
      key.description = record.description ?? '';
      for (const [iso, value] of Object.entries(record.translations ?? {})) {
        if (!project.languages.some((l) => l.iso === iso)) addLanguage(project, iso, false);
        key.plural ||= typeof value !== 'string';
        this.setTranslation(key, iso, value, now, record.fuzzy?.includes(iso) ?? false);
      }
    }
    return project;
  }

  /** Forgets everything. */
  reset(): void {
    this.projects.clear();
    this.bundles.clear();
  }

  /** A JSON-ready copy of the state, for tests and `GET /__emulator/state`. */
  snapshot(): StoreSnapshot {
    return {
      projects: [...this.projects.values()].map((p) => ({
        id: p.id,
        name: p.name,
        desc: p.desc,
        created: p.created,
        languages: p.languages.map((l) => ({ ...l })),
        keys: p.keys.map((k) => ({
          id: k.id,
          name: k.name,
          platformMask: k.platformMask,
          fileNames: { ...k.fileNames },
          context: k.context,
          description: k.description,
          placeholders: k.placeholders,
          hidden: k.hidden,
          archived: k.archived,
          tags: [...k.tags],
          references: k.references && [...k.references],
          plural: k.plural,
          pluralName: k.pluralName,
          createdAt: k.createdAt,
          modifiedAt: k.modifiedAt,
          translations: Object.fromEntries(
            [...k.translations].map(([iso, t]) => [iso, { value: t.value, fuzzy: t.fuzzy }]),
          ),
        })),
        snapshots: p.snapshots.map((s) => ({ ...s })),
        screenshots: p.screenshots.map((s) => ({ ...s, keyIds: [...s.keyIds] })),
      })),
      bundles: [...this.bundles.keys()],
    };
  }
}

/** The JSON shape of `Store.snapshot()`. */
export interface StoreSnapshot {
  readonly projects: readonly {
    readonly id: string;
    readonly name: string;
    readonly desc: string;
    readonly created: number;
    readonly languages: readonly ProjectLanguage[];
    readonly keys: readonly {
      readonly id: number;
      readonly name: string;
      readonly platformMask: number;
      readonly fileNames: Partial<Record<Platform, string>>;
      readonly context: string | null;
      readonly description: string;
      readonly placeholders: Readonly<Record<string, unknown>> | null;
      readonly hidden: boolean;
      readonly archived: boolean;
      readonly tags: readonly string[];
      readonly references: readonly string[] | null;
      readonly plural: boolean;
      readonly pluralName: string | null;
      readonly createdAt: number;
      readonly modifiedAt: number;
      readonly translations: Readonly<Record<string, { value: string | Forms; fuzzy: boolean }>>;
    }[];
    readonly snapshots: readonly SnapshotRecord[];
    readonly screenshots: readonly ScreenshotRecord[];
  }[];
  readonly bundles: readonly string[];
}

/**
 * Adds a language to a project. A code the system list lacks is a custom language (its name is
 * the code), which only seeding and language/set create; the API refuses unknown codes with 4043.
 */
export function addLanguage(project: Project, iso: string, isDefault: boolean): ProjectLanguage {
  const known = systemLanguage(iso);
  const language = { iso, name: known?.name ?? iso, rtl: known?.rtl ?? false, isDefault };
  project.languages.push(language);
  return language;
}

/** The project's base language (`is_default` `1`). */
export function baseLanguage(project: Project): ProjectLanguage {
  const base = project.languages.find((l) => l.isDefault) ?? project.languages[0];
  if (!base) throw new ApiError('4044', `project ${project.id} has no languages`);
  return base;
}

/** Whether a translation has no text (a plural counts as empty when every form is empty). */
export function isEmptyValue(value: string | Forms | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value === '';
  return Object.values(value).every((form) => form === '');
}
