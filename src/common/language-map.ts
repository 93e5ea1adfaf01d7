import { quote } from './parsers.ts';
/**
 * Translates language codes between the repository (`pt-BR`) and the service (`pt_BR`), from the
 * `language-map` input's `local=service` pairs. Codes without a pair are the same on both sides.
 */
export interface LanguageMap {
  toService(local: string): string;
  toLocal(service: string): string;
  /** The pairs as given, `[local, service]`: part of the sync state (a changed map re-uploads). */
  readonly pairs: ReadonlyArray<readonly [string, string]>;
}

export function parseLanguageMap(pairs: readonly string[]): LanguageMap {
  const toService = new Map<string, string>();
  const toLocal = new Map<string, string>();
  for (const pair of pairs) {
    const match = /^([^=\s]+)\s*=\s*([^=\s]+)$/.exec(pair);
    if (!match) throw new Error(`${quote(pair)} is not a local=service pair`);
    const [, local = '', service = ''] = match;
    if (toService.has(local)) throw new Error(`${quote(local)} is mapped twice`);
    if (toLocal.has(service)) throw new Error(`${quote(service)} is the target of two pairs`);
    toService.set(local, service);
    toLocal.set(service, local);
  }
  return {
    pairs: [...toService.entries()],
    toService: (local) => toService.get(local) ?? local,
    toLocal: (service) => toLocal.get(service) ?? service,
  };
}
