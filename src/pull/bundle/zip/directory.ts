import { readSync } from 'node:fs';
import { BundleError, quoteName, type BundleProblem } from './error.ts';

/** Zip files start with a local file header, or with the end record when they hold nothing. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const END_SIGNATURE = 0x06054b50;
const END_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_END_BYTES = 56;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_BYTES = 46;
/** A 32-bit field holding this says its value is in the ZIP64 extra field. */
const ZIP64_MARK = 0xffffffff;
const ZIP64_EXTRA_ID = 0x0001;

/** One central directory record, as the directory states it. */
export interface DirectoryEntry {
  /** The name decoded as UTF-8. */
  readonly name: string;
  /** The name's bytes as stored. */
  readonly rawName: Buffer;
  /** The name ends with '/' (or '\\'). */
  readonly isDirectory: boolean;
  /** Uncompressed size as declared (ZIP64 extra field applied). */
  readonly size: number;
  readonly compressedSize: number;
  readonly crc: number;
  readonly method: number;
  /** General purpose bit flags. */
  readonly flags: number;
  /** External attributes (a Unix mode in the high 16 bits). */
  readonly attributes: number;
  /** Where the entry's local header starts in the file. */
  readonly offset: number;
}

/**
 * Reads the central directory of the zip open as `fd`; only the directory and the end records are
 * read, so the zip is never held in memory whole. Throws a BundleError when the file is not a
 * zip, is truncated or corrupt, holds more than `maxEntries` files (or ten times as many
 * folders), or repeats a name.
 *
 * The records are parsed here rather than by adm-zip: adm-zip builds an object of ~9 KB (a
 * closure for every field) per entry, which for a bundle of a few thousand files took the pull
 * 35 MiB past its memory target (bench/pull-throughput.ts); these records are 48 bytes and a name.
 */
/** Folder entries a bundle may hold per file of its budget: folders cost no inflating. */
const FOLDERS_PER_FILE = 10;

export function readDirectory(fd: number, fileSize: number, maxEntries: number): DirectoryEntry[] {
  const head = readAt(fd, Math.min(fileSize, 24), 0);
  if (!ZIP_MAGIC.some((magic) => magic.equals(head.subarray(0, 4)))) {
    throw refuse({
      reason: `not a zip file (it starts with ${quoteName(head.toString('latin1'))})`,
    });
  }
  const where = locateDirectory(fd, fileSize);
  if (typeof where === 'string') throw corrupt(where);
  // Files are budgeted, folders apart (a bundle of 100 languages has 100 folders beside its
  // files, and one of nested folders may have more folders than files): up to FOLDERS_PER_FILE
  // times as many, so the directory is never read for more records than that.
  const maxFolders = maxEntries * FOLDERS_PER_FILE;
  if (where.count > maxEntries + maxFolders) {
    throw refuse({
      reason: `${where.count} entries, over the budget of ${maxEntries} files and ${maxFolders} folders`,
    });
  }
  const directory = readAt(fd, where.size, where.start);
  const entries: DirectoryEntry[] = [];
  const names = new Set<string>();
  let at = 0;
  for (let index = 0; index < where.count; index++) {
    const record = parseRecord(directory, at);
    if (typeof record === 'string') throw corrupt(`central record ${index + 1}: ${record}`);
    if (names.has(record.entry.name))
      throw refuse({ entry: record.entry.name, reason: 'duplicate name' });
    names.add(record.entry.name);
    entries.push(record.entry);
    at = record.next;
  }
  const folders = entries.filter((entry) => entry.isDirectory).length;
  const files = entries.length - folders;
  if (files > maxEntries) {
    throw refuse({ reason: `${files} files, over the budget of ${maxEntries}` });
  }
  if (folders > maxFolders) {
    throw refuse({ reason: `${folders} folder entries, over the budget of ${maxFolders}` });
  }
  return entries;
}

/** The central record at `at`, and where the next one starts; a string says what is wrong. */
function parseRecord(
  directory: Buffer,
  at: number,
): { entry: DirectoryEntry; next: number } | string {
  if (at + CENTRAL_BYTES > directory.length) return 'past the end of the directory';
  if (directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) return 'bad signature';
  const nameLength = directory.readUInt16LE(at + 28);
  const extraLength = directory.readUInt16LE(at + 30);
  const commentLength = directory.readUInt16LE(at + 32);
  const nameAt = at + CENTRAL_BYTES;
  const next = nameAt + nameLength + extraLength + commentLength;
  if (next > directory.length) return 'past the end of the directory';
  // A copy: a view would keep the whole directory alive for as long as any entry is.
  const rawName = Buffer.from(directory.subarray(nameAt, nameAt + nameLength));
  const name = rawName.toString('utf8');
  const declared = {
    size: directory.readUInt32LE(at + 24),
    compressedSize: directory.readUInt32LE(at + 20),
    offset: directory.readUInt32LE(at + 42),
  };
  const extra = directory.subarray(nameAt + nameLength, nameAt + nameLength + extraLength);
  const wide = applyZip64(declared, extra);
  if (typeof wide === 'string') return wide;
  const entry: DirectoryEntry = {
    name,
    rawName,
    isDirectory: name.endsWith('/') || name.endsWith('\\'),
    ...wide,
    crc: directory.readUInt32LE(at + 16),
    method: directory.readUInt16LE(at + 10),
    flags: directory.readUInt16LE(at + 8),
    attributes: directory.readUInt32LE(at + 38),
  };
  return { entry, next };
}

interface Sizes {
  readonly size: number;
  readonly compressedSize: number;
  readonly offset: number;
}

/**
 * Replaces each field that holds 0xFFFFFFFF with its 64-bit value from the ZIP64 extra field
 * (id 1), which stores only those fields, in this order: size, compressed size, offset.
 */
function applyZip64(declared: Sizes, extra: Buffer): Sizes | string {
  const wide = (['size', 'compressedSize', 'offset'] as const).filter(
    (field) => declared[field] === ZIP64_MARK,
  );
  if (wide.length === 0) return declared;
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA_ID) {
      if (length < wide.length * 8 || at + 4 + length > extra.length) {
        return 'ZIP64 extra field too short';
      }
      const result = { ...declared };
      for (const [i, field] of wide.entries()) {
        const value = extra.readBigUInt64LE(at + 4 + i * 8);
        // No bundle reaches 2^53 bytes; a larger value is a forgery that would break arithmetic.
        if (value > BigInt(Number.MAX_SAFE_INTEGER)) return `ZIP64 ${field} out of range`;
        result[field] = Number(value);
      }
      return result;
    }
    at += 4 + length;
  }
  return 'ZIP64 sizes without their extra field';
}

interface DirectoryPlace {
  /** Where the central directory starts in the file, its length, and its number of records. */
  readonly start: number;
  readonly size: number;
  readonly count: number;
}

/**
 * Finds the end record (the last signature within a comment's reach of the end) and, through it
 * or the ZIP64 end record it points to, where the directory lies. A string says what is wrong.
 */
function locateDirectory(fd: number, fileSize: number): DirectoryPlace | string {
  const reach = Math.min(fileSize, END_BYTES + MAX_COMMENT_BYTES);
  const window = readAt(fd, reach, fileSize - reach);
  let end = window.length - END_BYTES;
  while (end >= 0 && window.readUInt32LE(end) !== END_SIGNATURE) end--;
  if (end < 0) return 'no end of central directory';
  const endAt = fileSize - reach + end;
  const locator = endAt >= ZIP64_LOCATOR_BYTES ? readAt(fd, ZIP64_LOCATOR_BYTES, endAt - 20) : null;
  if (locator?.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) {
    const count = window.readUInt16LE(end + 10);
    const size = window.readUInt32LE(end + 12);
    const start = window.readUInt32LE(end + 16);
    if (start + size > endAt) return 'the central directory lies past its end record';
    return { start, size, count };
  }
  const recordAt = Number(locator.readBigUInt64LE(8));
  if (recordAt + ZIP64_END_BYTES > endAt) return 'the ZIP64 end record lies past the end record';
  const record = readAt(fd, ZIP64_END_BYTES, recordAt);
  if (record.readUInt32LE(0) !== ZIP64_END_SIGNATURE) return 'no ZIP64 end of central directory';
  const count = Number(record.readBigUInt64LE(32));
  const size = Number(record.readBigUInt64LE(40));
  const start = Number(record.readBigUInt64LE(48));
  if (start + size > recordAt) return 'the central directory lies past its end record';
  return { start, size, count };
}

/**
 * `length` bytes of the file from `position`, in a buffer of their own (never Node's pool, so it
 * may be released). Synchronous on purpose: these reads are small and come from the page cache
 * (the bundle was just downloaded), where a trip through libuv's thread pool costs more than the
 * read itself.
 */
export function readAt(fd: number, length: number, position: number): Buffer {
  const buffer = Buffer.allocUnsafeSlow(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}

function refuse(problem: BundleProblem): BundleError {
  return new BundleError([problem]);
}

function corrupt(what: string): BundleError {
  return refuse({ reason: `truncated or corrupt archive (${what})` });
}
