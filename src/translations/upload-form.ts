import { fileFormatOf } from './file-formats.ts';
import { decodeText } from './text-file.ts';

/**
 * A repository file's bytes as they go up: as they are, but for a file whose keys are under its
 * language (Rails' `pt-BR:`), which goes up without that root, as the service keeps its keys (the
 * format's `languageRoot`). Its library is loaded only for such a format.
 */
export async function uploadForm(path: string, content: Buffer): Promise<Buffer> {
  const languageRoot = fileFormatOf(path)?.languageRoot;
  if (languageRoot === undefined) return content;
  const text = decodeText(content)?.text;
  if (text === undefined) return content;
  const { withoutLanguageRoot } = await languageRoot();
  const inner = withoutLanguageRoot(text);
  return inner === undefined ? content : Buffer.from(inner);
}
