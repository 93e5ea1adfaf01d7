import { maskSecrets } from '../common/redact.ts';

/**
 * Removes secrets from text that may be shown to a person. GET requests carry the token in the
 * query string, so every `api_token=` value is masked too, whatever its value.
 */
export function redact(text: string, secrets: readonly string[] = []): string {
  return maskSecrets(text, secrets).replace(/(api_token(?:=|%3D|"\s*:\s*"))[^&\s"';]*/gi, '$1***');
}
