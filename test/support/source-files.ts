import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The product's sources. */
export const SRC = resolve(import.meta.dirname, '..', '..', 'src');

/** Every .ts file under `folder` (declaration files hold no code of ours). */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}
