import AdmZip from 'adm-zip';
import { readFile } from 'node:fs/promises';
import { constants } from 'node:buffer';
import { crc32, inflateRawSync } from 'node:zlib';
import { BundleError, quoteName, type BundleProblem } from './bundle-error.ts';

/** One entry of a bundle, as its headers describe it; nothing is inflated until `read()`. */
export interface ArchiveEntry {
  /** The name as stored, decoded as UTF-8. */
  readonly name: string;
  /** Why the headers alone make the entry unacceptable (type, encryption, layout), if they do. */
  readonly problem: string | undefined;
  /** Uncompressed size as declared. */
  readonly size: number;
  readonly compressedSize: number;
  /** Inflates the entry and checks the result against the declared size and CRC. */
  read(): EntryData;
}

export type EntryData = { readonly data: Buffer } | { readonly problem: string };

/** Zip files start with a local file header, or with the end record when they hold nothing. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
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
 * Reads the bundle's central directory. Throws a BundleError when the file is not a zip, is
 * truncated or corrupt, holds more than `maxEntries` entries, or repeats a name. The zip is held
 * in memory once (adm-zip works on a buffer); entries are inflated one at a time by `read()`.
 */
export async function openArchive(zipPath: string, maxEntries: number): Promise<ArchiveEntry[]> {
  const buffer = await readFile(zipPath);
  const head = buffer.subarray(0, 4);
  if (!ZIP_MAGIC.some((magic) => magic.equals(head))) {
    const start = buffer.subarray(0, 24).toString('latin1');
    throw refuse({ reason: `not a zip file (it starts with ${quoteName(start)})` });
  }
  let zip: AdmZip;
  let count: number;
  try {
    zip = new AdmZip(buffer);
    count = zip.getEntryCount();
  } catch (error) {
    throw refuse({ reason: `truncated or corrupt archive (${admZipReason(error)})` });
  }
  if (count > maxEntries) {
    throw refuse({ reason: `${count} entries, over the budget of ${maxEntries}` });
  }
  let entries: AdmZip.IZipEntry[];
  try {
    entries = zip.getEntries();
  } catch (error) {
    // adm-zip refuses a repeated name itself; its message is the only place that names it.
    const duplicate = /^ADM-ZIP: Duplicate entry name "(.*)"$/s.exec(errorMessage(error));
    throw refuse(
      duplicate?.[1] !== undefined
        ? { entry: duplicate[1], reason: 'duplicate name' }
        : { reason: `truncated or corrupt archive (${admZipReason(error)})` },
    );
  }
  const layout = layoutProblems(entries, buffer);
  return entries.map((entry) => describe(entry, layout.get(entry)));
}

function describe(entry: AdmZip.IZipEntry, layoutProblem: string | undefined): ArchiveEntry {
  const { header } = entry;
  const declared = { size: header.size, crc: header.crc >>> 0 };
  return {
    name: entry.entryName,
    problem: headerProblem(entry) ?? layoutProblem,
    size: header.size,
    compressedSize: header.compressedSize,
    read() {
      let data: Buffer;
      try {
        // adm-zip finds the entry's bytes; zlib inflates them. adm-zip's getData() would check
        // the CRC too, but in JavaScript (a second per 100 MB), not for empty data, and with a
        // size cap that is its implementation detail: here the cap is the declared size, so a
        // lying header cannot make an entry inflate past what the budget allowed.
        const compressed = entry.getCompressedData();
        data =
          header.method === STORED
            ? compressed
            : inflateRawSync(compressed, {
                maxOutputLength: outputCap(declared.size),
                // One output chunk of the declared size: no chunks to concatenate, half the garbage.
                chunkSize: chunkSize(declared.size),
              });
      } catch (error) {
        return { problem: readProblem(error, declared.size) };
      }
      if (data.length !== declared.size) {
        return {
          problem: `inflates to ${data.length} bytes, not the ${declared.size} its header declares`,
        };
      }
      if (crc32(data) !== declared.crc) return { problem: 'bad CRC (corrupt archive)' };
      return { data };
    },
  };
}

/** What the central directory record alone says is wrong with an entry. */
function headerProblem(entry: AdmZip.IZipEntry): string | undefined {
  const { header } = entry;
  if (!isUtf8(entry.rawEntryName)) return 'name is not valid UTF-8';
  const type = typeProblem(header.attr >>> 0, entry.isDirectory);
  if (type) return type;
  if (header.flags & ENCRYPTION_FLAGS) return 'encrypted';
  if (entry.isDirectory) return header.size > 0 ? 'folder entry with content' : undefined;
  if (header.method !== STORED && header.method !== DEFLATED) {
    return `compression method ${header.method} (only stored and deflated are supported)`;
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

/**
 * Checks where each entry's data lies: a local header with the same name must be there, the data
 * must end inside the file, and no two entries may share bytes (overlapping entries are how
 * the most compact zip bombs multiply one compressed block).
 */
function layoutProblems(
  entries: readonly AdmZip.IZipEntry[],
  buffer: Buffer,
): Map<AdmZip.IZipEntry, string> {
  const problems = new Map<AdmZip.IZipEntry, string>();
  const spans: { entry: AdmZip.IZipEntry; start: number; end: number }[] = [];
  for (const entry of entries) {
    const start = entry.header.offset;
    if (
      start + LOCAL_HEADER_BYTES > buffer.length ||
      buffer.readUInt32LE(start) !== LOCAL_SIGNATURE
    ) {
      problems.set(entry, 'local header missing (truncated or corrupt archive)');
      continue;
    }
    const nameLength = buffer.readUInt16LE(start + 26);
    const extraLength = buffer.readUInt16LE(start + 28);
    const nameStart = start + LOCAL_HEADER_BYTES;
    const end = nameStart + nameLength + extraLength + entry.header.compressedSize;
    if (end > buffer.length) {
      problems.set(entry, 'data runs past the end of the file (truncated archive)');
      continue;
    }
    if (!buffer.subarray(nameStart, nameStart + nameLength).equals(entry.rawEntryName)) {
      problems.set(entry, 'local header names another file (corrupt or forged archive)');
      continue;
    }
    spans.push({ entry, start, end });
  }
  spans.sort((a, b) => a.start - b.start);
  for (const [i, span] of spans.entries()) {
    const previous = spans[i - 1];
    if (previous && span.start < previous.end) {
      problems.set(span.entry, `data overlaps ${quoteName(previous.entry.entryName)} (zip bomb)`);
    }
  }
  return problems;
}

/** zlib takes chunks of 64 bytes to 2 GiB; one more byte than declared lets a lie show. */
function chunkSize(declaredSize: number): number {
  return Math.min(Math.max(declaredSize + 1, 64), 2 ** 30);
}

/** zlib stops at the cap; it needs at least 1, so a 0-byte entry may inflate to 1 and be caught. */
function outputCap(declaredSize: number): number {
  return Math.min(Math.max(declaredSize, 1), constants.MAX_LENGTH);
}

/** adm-zip's and zlib's failures while inflating, in words a user can act on. */
function readProblem(error: unknown, declaredSize: number): string {
  const message = errorMessage(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_BUFFER_TOO_LARGE') {
    return `inflates to more than the ${declaredSize} bytes its header declares`;
  }
  if (message.includes('Invalid LOC')) return 'local header missing (truncated or corrupt archive)';
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return `corrupt compressed data (${message})`;
  }
  return `unreadable (${admZipReason(error)})`;
}

function refuse(problem: BundleProblem): BundleError {
  return new BundleError([problem]);
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

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function admZipReason(error: unknown): string {
  return errorMessage(error).replace(/^ADM-ZIP: /, '');
}
