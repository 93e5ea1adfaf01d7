/** A relative path that is safe to join to the checkout, or why it is not. */
export type PathCheck =
  | { readonly ok: true; readonly path: string; readonly directory: boolean }
  | { readonly ok: false; readonly reason: string };

/**
 * Normalises a zip entry name (or a checkout path) to forward slashes without `./` or empty
 * segments. Refuses, rather than repairs, every form that could leave the folder it is joined to
 * on any runner's OS: absolute paths, drive letters and other colons (Windows streams), `..`
 * anywhere (even `a/../b`, which a checker and a writer could read differently), backslashes
 * (a separator on Windows) and control characters.
 */
export function checkRelativePath(name: string): PathCheck {
  const refuse = (reason: string): PathCheck => ({ ok: false, reason });
  if (name === '') return refuse('empty name');
  if (name.includes('\0')) return refuse('NUL byte in the name');
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0001-\u001f\u007f-\u009f]/.test(name)) return refuse('control character in the name');
  if (name.includes('\\')) return refuse('backslash in the name');
  if (name.startsWith('/')) return refuse('absolute path');
  if (/^[A-Za-z]:/.test(name)) return refuse('drive letter');
  if (name.includes(':')) return refuse('colon in the name (a drive or stream on Windows)');
  const raw = name.split('/');
  if (raw.includes('..')) return refuse("'..' in the path");
  const directory = name.endsWith('/');
  if (!directory && raw.at(-1) === '.') return refuse("'.' is not a file name");
  const path = raw.filter((segment) => segment !== '' && segment !== '.').join('/');
  if (path === '' && !directory) return refuse('empty name');
  // Caught here, before anything is written: a name the file system refuses would otherwise
  // fail half-way through moving the bundle into place.
  if (path.split('/').some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)) {
    return refuse(`a folder or file name over ${MAX_NAME_BYTES} bytes`);
  }
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) return refuse(`path over ${MAX_PATH_BYTES} bytes`);
  return { ok: true, path, directory };
}

/** The longest name of one folder or file on Linux, macOS and Windows file systems. */
const MAX_NAME_BYTES = 255;
/**
 * The longest path a bundle may write, relative to the checkout: Linux refuses paths of 4096
 * bytes, and the checkout's own path comes in front.
 */
const MAX_PATH_BYTES = 3072;

/**
 * The key under which two paths land on the same file somewhere: case-insensitive file systems
 * (macOS, Windows), Unicode normalisation (macOS) and Windows dropping trailing dots and spaces
 * make `de.json`, `DE.json` and `de.json.` one file.
 */
export function collisionKey(path: string): string {
  return path
    .normalize('NFC')
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/[. ]+$/, ''))
    .join('/');
}

/** The folders a path lies in, outermost first: `a/b/c.json` → `a`, `a/b`. */
export function parentsOf(path: string): string[] {
  const segments = path.split('/');
  return segments.slice(1).map((_, i) => segments.slice(0, i + 1).join('/'));
}
