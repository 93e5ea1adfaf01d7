import { messageOf } from '../../../common/message-of.ts';
import { createWriteStream } from 'node:fs';
import { Readable, Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants } from 'node:buffer';
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import type { Archive, ArchiveEntry } from './archive.ts';
import { readAt } from './directory.ts';
import { release, unpooledBytes } from './memory.ts';

/** An entry's data, inflated and checked, or why it is unacceptable. */
export type EntryData = { readonly data: Buffer } | { readonly problem: string };
/** How many bytes an entry streamed to its file (all checked), or why it is unacceptable. */
export type StreamedEntry = { readonly bytes: number } | { readonly problem: string };

/** Entries up to this size (declared, and compressed) are inflated in memory; larger ones stream. */
const IN_MEMORY_BYTES = 1024 * 1024;

/** Whether `readEntry` (in memory) or `streamEntry` (to a file) should read the entry. */
export function fitsInMemory(entry: ArchiveEntry): boolean {
  return entry.size <= IN_MEMORY_BYTES && entry.compressedSize <= IN_MEMORY_BYTES;
}

/**
 * Inflates an entry in memory and checks the result against the declared size and CRC. zlib
 * stops at the declared size, so a lying header cannot make an entry inflate past what the
 * budget allowed. The caller owns the data and should `release()` it when done.
 *
 * Synchronous, on the main thread, as unzip does: on the 2-core CI machine, handing each entry
 * to libuv's threads (a zlib stream object and two thread switches per entry, threads competing
 * with the main thread for the cores) took more CPU than it won back, and the pull was slower
 * in every one of 5 interleaved runs on a busy machine.
 */
export function readEntry(archive: Archive, entry: ArchiveEntry): EntryData {
  const compressed = readAt(archive.file.fd, entry.compressedSize, entry.dataStart);
  if (compressed.length < entry.compressedSize) return { problem: TRUNCATED };
  if (entry.stored) return checked(compressed, entry);
  let data: Buffer;
  try {
    data = inflateRawSync(compressed, {
      maxOutputLength: outputCap(entry.size),
      // One output chunk of the declared size: no chunks to concatenate, half the garbage.
      chunkSize: chunkSize(entry.size),
    });
  } catch (error) {
    return { problem: readProblem(error, entry.size) };
  } finally {
    release(compressed);
  }
  return checked(data, entry);
}

/** The data when it matches its header; else the problem, the data released. */
function checked(data: Buffer, entry: ArchiveEntry): EntryData {
  const problem = mismatch(data.length, crc32(data), entry);
  if (problem === undefined) return { data };
  release(data);
  return problem;
}

/**
 * Inflates an entry chunk by chunk into `target` (created, never replaced), or only checks it
 * when `target` is undefined, computing the CRC as the chunks pass: memory stays at a few chunks
 * whatever the entry's size. Past the declared size the stream stops.
 */
export async function streamEntry(
  archive: Archive,
  entry: ArchiveEntry,
  target: string | undefined,
): Promise<StreamedEntry> {
  let bytes = 0;
  let crc = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > entry.size) {
        done(new Oversize());
        return;
      }
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
  });
  // `end` is inclusive, so an entry without data needs a source of its own.
  const source =
    entry.compressedSize === 0
      ? Readable.from([])
      : archive.file.createReadStream({
          start: entry.dataStart,
          end: entry.dataStart + entry.compressedSize - 1,
          autoClose: false,
        });
  const sink =
    target === undefined
      ? new Writable({ write: (_chunk, _encoding, done) => done() })
      : createWriteStream(target, { flags: 'wx' });
  try {
    if (entry.stored) await pipeline(source, check, sink);
    else await pipeline(source, createInflateRaw(), check, sink);
  } catch (error) {
    return { problem: readProblem(error, entry.size) };
  }
  return mismatch(bytes, crc, entry) ?? { bytes };
}

const TRUNCATED = 'data runs past the end of the file (truncated archive)';

/** Thrown into a stream that carried more than the declared size, as zlib's own cap would. */
class Oversize extends Error {
  readonly code = 'ERR_BUFFER_TOO_LARGE';
}

function mismatch(
  bytes: number,
  crc: number,
  entry: ArchiveEntry,
): { problem: string } | undefined {
  if (bytes !== entry.size) {
    return { problem: `inflates to ${bytes} bytes, not the ${entry.size} its header declares` };
  }
  if (crc >>> 0 !== entry.crc) return { problem: 'bad CRC (corrupt archive)' };
  return undefined;
}

/**
 * zlib takes chunks of 64 bytes to 2 GiB; one more byte than declared lets a lie show, and a
 * chunk too large for Node's pool can be released as soon as the entry is written.
 */
function chunkSize(declaredSize: number): number {
  return Math.min(Math.max(declaredSize + 1, unpooledBytes()), 2 ** 30);
}

/** zlib stops at the cap; it needs at least 1, so a 0-byte entry may inflate to 1 and be caught. */
function outputCap(declaredSize: number): number {
  return Math.min(Math.max(declaredSize, 1), constants.MAX_LENGTH);
}

/** zlib's failures while inflating, in words a user can act on. */
function readProblem(error: unknown, declaredSize: number): string {
  const message = messageOf(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_BUFFER_TOO_LARGE') {
    return `inflates to more than the ${declaredSize} bytes its header declares`;
  }
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return `corrupt compressed data (${message})`;
  }
  return `unreadable (${message})`;
}
