import { decodeText } from './text-file.ts';

/**
 * A repository file's bytes as they go up: as they are, but for a YAML file whose keys are under
 * its language (Rails' `pt-BR:`), which goes up without that root, as the service keeps its keys
 * (yaml-language-root.ts). The YAML library is loaded only for such a file.
 */
export async function uploadForm(path: string, content: Buffer): Promise<Buffer> {
  if (!/\.ya?ml$/i.test(path)) return content;
  const text = decodeText(content)?.text;
  if (text === undefined) return content;
  const { withoutLanguageRoot } = await import('./yaml-language-root.ts');
  const inner = withoutLanguageRoot(text);
  return inner === undefined ? content : Buffer.from(inner);
}
