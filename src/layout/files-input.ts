import { parse } from 'yaml';
import { parseList } from '../common/parsers.ts';
import type { FileGroupSpec } from './file-pattern.ts';

export type { FileGroupSpec } from './file-pattern.ts';

/** What `files` says: its groups, and the globs of files it leaves out (`!glob` items). */
export interface FilesInput {
  readonly groups: readonly FileGroupSpec[];
  readonly excludes: readonly string[];
}

const GROUP_KEYS = ['source', 'translation', 'ignore', 'language-map', 'template', 'format'];

/**
 * Reads `files`: one pattern a line (or separated by commas, as before), or, when its first
 * non-blank line starts with `- `, a YAML list of patterns and groups. A `!glob` item leaves
 * files out (quoted in YAML, where `!` starts a tag). Throws one line naming what is wrong.
 */
export function parseFilesInput(value: string): FilesInput {
  const firstLine = value.split('\n').find((line) => line.trim() !== '') ?? '';
  const items: unknown[] = firstLine.trimStart().startsWith('- ')
    ? yamlItems(value)
    : parseList(value);
  const groups: FileGroupSpec[] = [];
  const excludes: string[] = [];
  for (const [index, item] of items.entries()) {
    if (typeof item === 'string') {
      if (item.startsWith('!')) excludes.push(item.slice(1).trim());
      else groups.push(patternItem(item));
    } else {
      groups.push(groupItem(item, index + 1));
    }
  }
  if (groups.length === 0) throw new Error('expected at least one pattern or file group');
  return { groups, excludes };
}

function yamlItems(value: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = parse(value);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new Error(`is not a YAML list: ${reason}`, { cause: error });
  }
  if (!Array.isArray(parsed)) throw new Error('is not a YAML list');
  return parsed;
}

/** A one-line pattern as a group: its source is the pattern filled with the base language. */
export function patternItem(text: string): FileGroupSpec {
  return {
    source: undefined,
    translation: text.trim(),
    ignore: [],
    languageMap: [],
    template: false,
    format: undefined,
  };
}

function groupItem(item: unknown, position: number): FileGroupSpec {
  const where = `item ${position}`;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    throw new Error(`${where} is neither a pattern nor a group with source and translation`);
  }
  const group = item as Record<string, unknown>;
  const unknown = Object.keys(group).filter((key) => !GROUP_KEYS.includes(key));
  if (unknown.length > 0) {
    throw new Error(
      `${where} has ${unknown.map((k) => `'${k}'`).join(', ')}; a group takes ${GROUP_KEYS.join(', ')}`,
    );
  }
  const text = (key: string): string | undefined => {
    const value = group[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`${where}: ${key} must be a path`);
    }
    return value.trim();
  };
  const list = (key: string): string[] => {
    const value = group[key];
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return parseList(value);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      return value.map((v) => v.trim()).filter((v) => v !== '');
    }
    throw new Error(`${where}: ${key} must be a list of text`);
  };
  const source = text('source');
  const translation = text('translation');
  if (source === undefined || translation === undefined) {
    throw new Error(`${where} needs both source and translation`);
  }
  const template = group['template'];
  if (template !== undefined && typeof template !== 'boolean') {
    throw new Error(`${where}: template must be true or false`);
  }
  return {
    source,
    translation,
    ignore: list('ignore'),
    languageMap: list('language-map'),
    template: template ?? source.endsWith('.pot'),
    format: text('format'),
  };
}
