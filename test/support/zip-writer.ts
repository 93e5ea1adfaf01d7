import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Unix file types as zip tools store them in the high 16 bits of the external attributes.
 * adm-zip's own writer cannot make most of what the bundle tests need (it normalises names,
 * rejects duplicates and computes every header field itself), hence this writer.
 */
export const MODE = {
  file: 0o100644,
  folder: 0o040755,
  symlink: 0o120777,
  characterDevice: 0o020644,
  blockDevice: 0o060644,
  fifo: 0o010644,
  socket: 0o140755,
} as const;

/** External attributes for a Unix mode (plus MS-DOS's folder bit for folders, as zip tools do). */
export function unixAttributes(mode: number): number {
  const dosFolder = (mode & 0o170000) === MODE.folder ? 0x10 : 0;
  return ((mode << 16) | dosFolder) >>> 0;
}

/** One entry, every field of which a test may make wrong. */
export interface ZipEntrySpec {
  /** The name as written; a string is written as UTF-8, bytes as they are. */
  readonly name: string | Uint8Array;
  readonly data?: string | Uint8Array;
  /** Default `deflated` for files with data, `stored` otherwise. */
  readonly method?: 'stored' | 'deflated';
  /** Default: a Unix regular file, or a Unix folder when the name ends with `/`. */
  readonly attributes?: number;
  /** Written instead of the data's CRC-32. */
  readonly crc?: number;
  /** Written as the uncompressed size instead of the true one. */
  readonly declaredSize?: number;
  /** General purpose flags; bit 0 means encrypted. UTF-8 (bit 11) is always set. */
  readonly flags?: number;
  /** Written as the compression method instead of the one `method` used (e.g. 12, bzip2). */
  readonly methodCode?: number;
  /** The name in the local header, when it should differ from the central directory's. */
  readonly localName?: string;
  /**
   * Writes no local record for this entry, only a central record pointing at `offset`: with a
   * record from `localRecord()` hidden in another entry's data, entries overlap.
   */
  readonly centralOnlyAt?: number;
}

const UTF8_FLAG = 0x0800;
/** 1980-01-01 00:00, the earliest MS-DOS date; the tests do not care about times. */
const DOS_DATE = 0x0021;
/** Made by Unix (3), zip specification 2.0: the external attributes then hold a Unix mode. */
const MADE_BY_UNIX = 0x0314;
const VERSION_NEEDED = 20;

/** A zip file (no ZIP64, no comment) holding `entries` in order. */
export function zipBytes(entries: readonly ZipEntrySpec[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const { fields, body } = encode(spec);
    const isFolder = typeof spec.name === 'string' && spec.name.endsWith('/');
    const attributes = spec.attributes ?? unixAttributes(isFolder ? MODE.folder : MODE.file);
    central.push(
      centralHeader(fields, toBytes(spec.name), attributes, spec.centralOnlyAt ?? offset),
    );
    if (spec.centralOnlyAt === undefined) {
      const local = localHeader(fields, toBytes(spec.localName ?? spec.name));
      chunks.push(local, body);
      offset += local.length + body.length;
    }
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

/** An entry's local header, name and data, as they lie in a zip file. */
export function localRecord(spec: ZipEntrySpec): Buffer {
  const { fields, body } = encode(spec);
  return Buffer.concat([localHeader(fields, toBytes(spec.localName ?? spec.name)), body]);
}

function encode(spec: ZipEntrySpec): { fields: HeaderFields; body: Buffer } {
  const data = toBytes(spec.data ?? '');
  const deflate = (spec.method ?? (data.length > 0 ? 'deflated' : 'stored')) === 'deflated';
  const body = deflate ? deflateRawSync(data) : data;
  const fields = {
    flags: (spec.flags ?? 0) | UTF8_FLAG,
    method: spec.methodCode ?? (deflate ? 8 : 0),
    crc: spec.crc ?? crc32(data),
    compressedSize: body.length,
    size: spec.declaredSize ?? data.length,
  };
  return { fields, body };
}

interface HeaderFields {
  readonly flags: number;
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
}

function localHeader(fields: HeaderFields, name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(fields.flags, 6);
  header.writeUInt16LE(fields.method, 8);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(fields.crc >>> 0, 14);
  header.writeUInt32LE(fields.compressedSize, 18);
  header.writeUInt32LE(fields.size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(
  fields: HeaderFields,
  name: Buffer,
  attributes: number,
  offset: number,
): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY_UNIX, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(fields.flags, 8);
  header.writeUInt16LE(fields.method, 10);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(fields.crc >>> 0, 16);
  header.writeUInt32LE(fields.compressedSize, 20);
  header.writeUInt32LE(fields.size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(attributes >>> 0, 38);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

function toBytes(value: string | Uint8Array): Buffer {
  return typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
}
