import type { Settings } from '../inputs/index.ts';
import { filesAtHead } from '../git/sync-ref.ts';
import { FILE_FORMATS, keptEntries } from '../translations/index.ts';
import { serviceNameOf } from '../push/key-texts.ts';
import type { PlacedPart, Placement } from './bundle/types.ts';
import { byKeyBundle } from './by-key-bundle.ts';
import type { PlannedExport } from './export-and-extract.ts';
import {
  bySourceOrRefuse,
  exportsBySource,
  refuseNoSource,
  singleSource,
} from './export-by-source.ts';
import { sourcesAmong, type BySource } from './export-by-source.ts';
import { oneSourceExport, oneSourceOn1092 } from './export-one-source.ts';
import { exportRequest, placement } from './export-request.ts';
import { splitExport, splitsOn1092 } from './export-split-1092.ts';
import type { PullDeps } from './pull-types.ts';
import { withYamlRoot } from './yaml-root.ts';

/**
 * What a pull asks the service for: the exports of the patterns whose format the revision
 * exports, and one bundle made from string/list of those whose format it does not (a `.resx` on
 * 1.0.9.2: by-key-bundle.ts). `langs` are the languages it may write.
 */
export async function plannedExports(
  deps: PullDeps,
  langs: readonly string[],
  base: string,
): Promise<PlannedExport[]> {
  const { exported, byKey } = splitByKey(deps.settings);
  const planned: PlannedExport[] = [];
  if (exported !== undefined) {
    planned.push(...(await exportsOf({ ...deps, settings: exported }, langs, base)));
  }
  if (byKey === undefined) return planned;
  const sources = sourcesAmong(byKey, await filesAtHead(deps.git), base);
  if (sources.length === 0) refuseNoSource(byKey, base);
  const chosen = exportRequest(byKey, [...langs], base).langs ?? langs;
  const bundle = await byKeyBundle({ ...deps, settings: byKey }, sources, chosen, base);
  // An export of a type holds every key of the project it can (on 1.0.9.2, with no file filter):
  // the by-key files' keys too, which are theirs alone.
  const others = planned.map((one) => ({ ...one, place: leavingOut(one.place, bundle.names) }));
  return [...others, { byKey: bundle, place: bundle.place, langs: chosen }];
}

/** Where an export's entries go, each written without the keys named `names`. */
function leavingOut(
  place: (entry: string) => Placement,
  names: ReadonlySet<string>,
): (entry: string) => Placement {
  const keep = (key: string) => !names.has(serviceNameOf(key).name);
  return (entry) => {
    const placed = place(entry);
    if (placed === undefined) return undefined;
    const parts: readonly PlacedPart[] = 'path' in placed ? [placed] : placed;
    return parts.map((part) => ({
      ...part,
      pick: async (bytes: Buffer) => {
        const own = part.pick === undefined ? bytes : await part.pick(bytes);
        return (await keptEntries(part.path, own, keep))?.content ?? own;
      },
    }));
  };
}

/** The settings of the patterns the revision exports, and of those it pulls by key. */
function splitByKey(settings: Settings): { exported?: Settings; byKey?: Settings } {
  const formats = settings.patterns.map(
    (_, index) => settings.pull.formats[index] ?? settings.pull.format,
  );
  const byKeyAt = formats.map((type) => {
    const row = FILE_FORMATS.find((f) => f.exportType === type);
    return row?.model !== undefined && !row.revisions.includes(settings.revision);
  });
  const only = (wanted: boolean): Settings | undefined => {
    const at = byKeyAt.flatMap((byKey, index) => (byKey === wanted ? [index] : []));
    if (at.length === 0) return undefined;
    return {
      ...settings,
      patterns: at.map((index) => settings.patterns[index] as (typeof settings.patterns)[number]),
      pull: { ...settings.pull, formats: at.map((index) => formats[index] as string) },
    };
  };
  const exported = only(false);
  const byKey = only(true);
  return { ...(exported ? { exported } : {}), ...(byKey ? { byKey } : {}) };
}

/** The exports of patterns the revision exports, each with where its entries go. */
async function exportsOf(
  deps: PullDeps,
  langs: readonly string[],
  base: string,
): Promise<PlannedExport[]> {
  const { settings } = deps;
  const bySource = await sourceExports(deps, langs, base);
  return Promise.all(
    (bySource?.exports ?? [undefined]).map(async (one) => ({
      params: await withYamlRoot(
        deps.git,
        exportRequest(settings, [...langs], base, one),
        one?.sources ?? singleSource(settings, base),
      ),
      place: one?.place ?? placement(settings),
    })),
  );
}

/**
 * The exports of a layout that one `bundle_structure` from `files` cannot serve: by source
 * (1.0.9.3), or one export of every key split among several sources, or of one source (1.0.9.2);
 * undefined for a layout it can serve.
 */
async function sourceExports(
  deps: PullDeps,
  languages: readonly string[],
  base: string,
): Promise<BySource | undefined> {
  const { settings } = deps;
  if (exportsBySource(settings)) {
    return bySourceOrRefuse(settings, await filesAtHead(deps.git), languages, base);
  }
  if (splitsOn1092(settings)) {
    return { exports: [await splitExport(deps, await filesAtHead(deps.git), languages, base)] };
  }
  const oneSource = oneSourceOn1092(settings);
  return oneSource && { exports: [oneSourceExport(settings, oneSource, languages, base)] };
}
