import { open, type FileHandle } from 'node:fs/promises';
import { quoteName } from './error.ts';
import { readAt, readDirectory, type DirectoryEntry } from './directory.ts';

/** One entry of a bundle, as its headers describe it; nothing is inflated here. */
export interface ArchiveEntry {
  /** The name as stored, decoded as UTF-8. */
  readonly name: string;
  /** Why the headers alone make the entry unacceptable (type, encryption, layout), if they do. */
  readonly problem: string | undefined;
  /** Uncompressed size as declared. */
  readonly size: number;
  readonly compressedSize: number;
  /** CRC-32 of the uncompressed data as declared. */
  readonly crc: number;
  /** True for stored (not compressed) data; else deflated, unless `problem` says otherwise. */
  readonly stored: boolean;
  /** Where the compressed data starts in the file; checked to end inside it when `problem` is unset. */
  readonly dataStart: number;
}

/** An open bundle: its entries, in directory order, and the file to read their data from. */
export interface Archive {
  readonly entries: readonly ArchiveEntry[];
  readonly file: FileHandle;
  close(): Promise<void>;
}

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;
/** General purpose flags: traditional encryption (bit 0), strong encryption (6), encrypted directory (13). */
const ENCRYPTION_FLAGS = 0x0001 | 0x0040 | 0x2000;
const FILE_TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;
const FOLDER = 0o040000;
const MSDOS_FOLDER = 0x10;
const OTHER_TYPES: Partial<Record<number, string>> = {
  0o120000: 'symbolic link',
  0o020000: 'character device',
  0o060000: 'block device',
  0o010000: 'FIFO',
  0o140000: 'socket',
};

/**
 * Opens a bundle and reads its central directory and every entry's local header; entry data is
 * read later, one entry at a time. Throws a BundleError when the file is not a zip, is truncated
 * or corrupt, holds more than `maxEntries` entries, or repeats a name.
 */
export async function openArchive(zipPath: string, maxEntries: number): Promise<Archive> {
  const file = await open(zipPath, 'r');
  try {
    const { size } = await file.stat();
    const entries = readDirectory(file.fd, size, maxEntries);
    const layout = layoutOf(entries, file.fd, size);
    return {
      entries: entries.map((entry) => describe(entry, layout.get(entry))),
      file,
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}

function describe(entry: DirectoryEntry, layout: Layout | undefined): ArchiveEntry {
  return {
    name: entry.name,
    problem: headerProblem(entry) ?? (layout && 'problem' in layout ? layout.problem : undefined),
    size: entry.size,
    compressedSize: entry.compressedSize,
    crc: entry.crc,
    stored: entry.method === STORED,
    dataStart: layout && 'dataStart' in layout ? layout.dataStart : -1,
  };
}

/** What the central directory record alone says is wrong with an entry. */
function headerProblem(entry: DirectoryEntry): string | undefined {
  if (!isUtf8(entry.rawName)) return 'name is not valid UTF-8';
  const type = typeProblem(entry.attributes, entry.isDirectory);
  if (type) return type;
  if (entry.flags & ENCRYPTION_FLAGS) return 'encrypted';
  if (entry.isDirectory) return entry.size > 0 ? 'folder entry with content' : undefined;
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    return `compression method ${entry.method} (only stored and deflated are supported)`;
  }
  return undefined;
}

/**
 * The entry's type from the Unix mode zip tools keep in the high 16 bits of the external
 * attributes. Without a mode (archives made on MS-DOS or Windows), the name says what it is.
 */
function typeProblem(attributes: number, named: boolean): string | undefined {
  const type = (attributes >>> 16) & FILE_TYPE_MASK;
  if (type === 0) {
    return !named && attributes & MSDOS_FOLDER
      ? "folder whose name lacks a trailing '/'"
      : undefined;
  }
  if (type === FOLDER) return named ? undefined : "folder whose name lacks a trailing '/'";
  if (type === REGULAR_FILE) return named ? "file whose name ends with '/'" : undefined;
  return OTHER_TYPES[type] ?? `unknown file type 0o${type.toString(8)}`;
}

type Layout = { readonly dataStart: number } | { readonly problem: string };

/**
 * Checks where each entry's data lies: a local header with the same name must be there, the data
 * must end inside the file, and no two entries may share bytes (overlapping entries are how
 * the most compact zip bombs multiply one compressed block).
 */
function layoutOf(
  entries: readonly DirectoryEntry[],
  fd: number,
  fileSize: number,
): Map<DirectoryEntry, Layout> {
  const layout = new Map<DirectoryEntry, Layout>();
  const spans: { entry: DirectoryEntry; start: number; end: number }[] = [];
  for (const entry of entries) {
    const start = entry.offset;
    const name = entry.rawName;
    const local = readAt(fd, LOCAL_HEADER_BYTES + name.length, start);
    if (local.length < LOCAL_HEADER_BYTES || local.readUInt32LE(0) !== LOCAL_SIGNATURE) {
      layout.set(entry, { problem: 'local header missing (truncated or corrupt archive)' });
      continue;
    }
    const nameLength = local.readUInt16LE(26);
    const extraLength = local.readUInt16LE(28);
    const dataStart = start + LOCAL_HEADER_BYTES + nameLength + extraLength;
    const end = dataStart + entry.compressedSize;
    if (end > fileSize) {
      layout.set(entry, { problem: 'data runs past the end of the file (truncated archive)' });
      continue;
    }
    if (nameLength !== name.length || !local.subarray(LOCAL_HEADER_BYTES).equals(name)) {
      layout.set(entry, { problem: 'local header names another file (corrupt or forged archive)' });
      continue;
    }
    layout.set(entry, { dataStart });
    spans.push({ entry, start, end });
  }
  spans.sort((a, b) => a.start - b.start);
  for (const [i, span] of spans.entries()) {
    const previous = spans[i - 1];
    if (previous && span.start < previous.end) {
      const problem = `data overlaps ${quoteName(previous.entry.name)} (zip bomb)`;
      layout.set(span.entry, { problem });
    }
  }
  return layout;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Buffer): boolean {
  try {
    UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
