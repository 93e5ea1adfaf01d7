import AdmZip from 'adm-zip';
import { readSync } from 'node:fs';
import { BundleError, quoteName, type BundleProblem } from './bundle-error.ts';

/** Zip files start with a local file header, or with the end record when they hold nothing. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const END_SIGNATURE = 0x06054b50;
const END_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_END_BYTES = 56;

/** One central directory record, as adm-zip parsed it, without adm-zip's objects. */
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
 * zip, is truncated or corrupt, holds more than `maxEntries` entries, or repeats a name.
 */
export function readDirectory(fd: number, fileSize: number, maxEntries: number): DirectoryEntry[] {
  const head = readAt(fd, Math.min(fileSize, 24), 0);
  if (!ZIP_MAGIC.some((magic) => magic.equals(head.subarray(0, 4)))) {
    throw refuse({
      reason: `not a zip file (it starts with ${quoteName(head.toString('latin1'))})`,
    });
  }
  const where = locateDirectory(fd, fileSize);
  if (typeof where === 'string')
    throw refuse({ reason: `truncated or corrupt archive (${where})` });

  // adm-zip parses a directory from a buffer that holds it at the offset the end record states.
  // It is handed the directory and the end records alone, with that offset rewritten to 0 (where
  // the directory now starts); the entries' own offsets are left as they are, into the file.
  const tail = readAt(fd, fileSize - where.start, where.start);
  tail.writeUInt32LE(0, where.endOffsetField - where.start);
  if (where.zip64OffsetField !== undefined) {
    tail.writeBigUInt64LE(0n, where.zip64OffsetField - where.start);
  }

  let zip: AdmZip;
  let count: number;
  try {
    zip = new AdmZip(tail);
    count = zip.getEntryCount();
  } catch (error) {
    throw refuse({ reason: `truncated or corrupt archive (${admZipReason(error)})` });
  }
  if (count > maxEntries) {
    throw refuse({ reason: `${count} entries, over the budget of ${maxEntries}` });
  }
  return parseEntries(zip);
}

/**
 * adm-zip's reading of every directory record, copied out of its entry objects: those weigh
 * ~9 KB each (closures for every field), and nothing of them is needed after this.
 */
function parseEntries(zip: AdmZip): DirectoryEntry[] {
  try {
    return zip.getEntries().map((entry) => ({
      name: entry.entryName,
      rawName: Buffer.from(entry.rawEntryName),
      isDirectory: entry.isDirectory,
      size: entry.header.size,
      compressedSize: entry.header.compressedSize,
      crc: entry.header.crc >>> 0,
      method: entry.header.method,
      flags: entry.header.flags,
      attributes: entry.header.attr >>> 0,
      offset: entry.header.offset,
    }));
  } catch (error) {
    // adm-zip refuses a repeated name itself; its message is the only place that names it.
    const duplicate = /^ADM-ZIP: Duplicate entry name "(.*)"$/s.exec(errorMessage(error));
    throw refuse(
      duplicate?.[1] !== undefined
        ? { entry: duplicate[1], reason: 'duplicate name' }
        : { reason: `truncated or corrupt archive (${admZipReason(error)})` },
    );
  }
}

interface DirectoryPlace {
  /** Where the central directory starts in the file. */
  readonly start: number;
  /** File offsets of the fields that state `start`, to rewrite once the directory is moved. */
  readonly endOffsetField: number;
  readonly zip64OffsetField: number | undefined;
}

/**
 * Finds the end record the way adm-zip does (the last signature within a comment's reach of the
 * end) and, through it or the ZIP64 record adm-zip would prefer, where the directory starts. A
 * string says what is wrong.
 */
function locateDirectory(fd: number, fileSize: number): DirectoryPlace | string {
  const reach = Math.min(fileSize, END_BYTES + MAX_COMMENT_BYTES);
  const window = readAt(fd, reach, fileSize - reach);
  let end = window.length - END_BYTES;
  while (end >= 0 && window.readUInt32LE(end) !== END_SIGNATURE) end--;
  if (end < 0) return 'no end of central directory';
  const endAt = fileSize - reach + end;
  const endOffsetField = endAt + 16;
  const locator = endAt >= ZIP64_LOCATOR_BYTES ? readAt(fd, ZIP64_LOCATOR_BYTES, endAt - 20) : null;
  if (locator?.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) {
    const size = window.readUInt32LE(end + 12);
    const start = window.readUInt32LE(end + 16);
    if (start + size > endAt) return 'the central directory lies past its end record';
    return { start, endOffsetField, zip64OffsetField: undefined };
  }
  const recordAt = Number(locator.readBigUInt64LE(8));
  if (recordAt + ZIP64_END_BYTES > endAt) return 'the ZIP64 end record lies past the end record';
  const record = readAt(fd, ZIP64_END_BYTES, recordAt);
  if (record.readUInt32LE(0) !== ZIP64_END_SIGNATURE) return 'no ZIP64 end of central directory';
  const size = Number(record.readBigUInt64LE(40));
  const start = Number(record.readBigUInt64LE(48));
  if (start + size > recordAt) return 'the central directory lies past its end record';
  return { start, endOffsetField, zip64OffsetField: recordAt + 48 };
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

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function admZipReason(error: unknown): string {
  return errorMessage(error).replace(/^ADM-ZIP: /, '');
}
