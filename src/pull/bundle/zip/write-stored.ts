import { writeFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

/**
 * A bundle the action makes itself (a format the revision cannot export, whose files come from
 * `string/list`: pull/by-key-bundle.ts), written as a zip of stored entries so that it goes
 * through the same checked reading, placing and staging as the service's: one way into the
 * checkout for every file. Names are UTF-8 (flag 11), every entry a regular file (mode 0644).
 */

export interface StoredEntry {
  readonly name: string;
  readonly data: Buffer;
}

const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** 1980-01-01, the earliest DOS date: a made bundle has no time worth keeping. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const REGULAR_FILE = 0o100644;

export async function writeStoredZip(path: string, entries: readonly StoredEntry[]): Promise<void> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE((3 << 8) | VERSION, 4); // made on Unix, so the mode below counts
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.data.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE((REGULAR_FILE << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await writeFile(path, Buffer.concat([...parts, directory, end]));
}
