import type { Rewrite, RewriteRule } from './bundle/extract.ts';
import {
  fileFormatOf,
  keyLabel,
  reconcilePulledFile,
  type FileFormat,
  type PulledFileContext,
  type PullRules,
  type PushPrediction,
} from '../translations/index.ts';
import type { ServiceTextStates, TextChange } from '../translations/index.ts';
import { deletedBaseKeys, type BaseKeysOf } from './deleted-base-keys.ts';
import { branchKeyNames } from './branch-keys.ts';
import { spellingOf, translationFiles } from '../files/translation-files.ts';
import { predictionOf } from '../push/push-prediction.ts';
import type { PullDeps } from './pull-types.ts';
import type { FuzzyTexts } from './service-fuzzy.ts';
import type { SaidChanges } from './said-changes.ts';

/** What the pull's rewrite knows of the run besides each file's bytes. */
export interface RewriteContext {
  /** How the repository spells a file's language (for a new YAML file's root). */
  readonly localLanguageOf: (path: string) => string | undefined;
  /** Which keys a developer deleted since the last sync: not proposed back (deleted-base-keys.ts). */
  readonly deletedKeysOf?: BaseKeysOf | undefined;
  /** In a dry run, what the push it did not make would have sent (push-prediction.ts). */
  readonly predictionOf?: ((path: string) => PushPrediction | undefined) | undefined;
  /** Told what reading a file found that the user should hear of, one line naming the file. */
  readonly warn?: ((message: string) => void) | undefined;
  /** The run's rules of the pull, for every file's decision as they are. */
  readonly rules?: PullRules;
  /** What the service says of a file's texts besides them (its fuzzy texts), when asked. */
  readonly statesOf?: ((path: string) => Promise<ServiceTextStates | undefined>) | undefined;
  /** Told every text a rewrite of a checkout's file changes, when its decision knew them. */
  readonly said?: ((path: string, changes: readonly TextChange[]) => void) | undefined;
}

/**
 * The pull's rewrite of a bundle file (a pull proposes translation changes and nothing else): the
 * same translations in another layout are no change; changed translations are written into the
 * checkout's file in its own style; an empty text of the service never replaces one the
 * repository has (the key is named in the file's notes). The extractor asks only after its own
 * rules found a difference (line endings, a .po header's timestamps: PO_HEADER_NOISE), so those
 * need no second look here.
 */
export function translationRewrite(context: RewriteContext): RewriteRule {
  const { localLanguageOf, deletedKeysOf, predictionOf, warn, rules, statesOf, said } = context;
  return {
    appliesTo: () => true,
    prepare: async (paths) => deletedKeysOf?.prepare(paths),
    async rewrite(path, current, next) {
      const deleted = await deletedKeysOf?.(path);
      const predicted = predictionOf?.(path);
      const pulled: PulledFileContext = {
        deleted,
        predicted,
        language: localLanguageOf(path),
        ...(rules === undefined ? {} : { rules }),
        ...(statesOf === undefined ? {} : { states: () => statesOf(path) }),
      };
      const views = fileFormatOf(path)?.everyLanguage;
      if (views !== undefined && current !== undefined) {
        return everyLanguage(path, { current, next, views, context: pulled, warn });
      }
      const decision = await reconcilePulledFile(path, current, next, pulled);
      for (const warning of decision.warnings ?? []) warn?.(warning);
      if (decision.kind === 'unchanged') return decision;
      const content =
        current === undefined
          ? await newFileRooted(path, decision.content, localLanguageOf(path))
          : decision.content;
      const { fallback, textChanges } = decision;
      if (textChanges !== undefined && current !== undefined) said?.(path, textChanges);
      return {
        kind: 'write',
        content,
        notes: decision.keptTexts.map(keyLabel),
        ...(fallback === undefined ? {} : { fallback }),
        // An edit of the checkout's file is made anew (reconcile.ts): no one else holds it.
        ...(decision.style === 'kept' && current !== undefined ? { owned: true } : {}),
      };
    },
  };
}

/** A file of every language and what decides its rewrite. */
interface EveryLanguage {
  readonly current: Buffer;
  readonly next: Buffer;
  readonly views: NonNullable<FileFormat['everyLanguage']>;
  readonly context: PulledFileContext;
  readonly warn: ((message: string) => void) | undefined;
}

/**
 * A file that holds every language (a String Catalog) decided language by language, each view
 * of the bundle's into the checkout's as any file's is (reconcilePulledFile), one after another
 * on the same text; its source language is the base file's, never written by a pull.
 */
async function everyLanguage(path: string, file: EveryLanguage): Promise<Rewrite> {
  const [, ...languages] = await file.views.languagesOf(file.next.toString('utf8'));
  let content = file.current;
  const notes: string[] = [];
  let fallback: string | undefined;
  for (const language of languages) {
    const decision = await reconcilePulledFile(path, content, file.next, {
      ...file.context,
      language,
    });
    for (const warning of decision.warnings ?? []) file.warn?.(warning);
    if (decision.kind === 'unchanged') continue;
    content = decision.content;
    notes.push(...decision.keptTexts.map((key) => `${keyLabel(key)} (${language})`));
    fallback ??= decision.fallback;
  }
  if (content === file.current) return { kind: 'unchanged' };
  return { kind: 'write', content, notes, ...(fallback === undefined ? {} : { fallback }) };
}

/**
 * A new file whose keys are under its language (the export asked for the root: yaml-root.ts)
 * gets the root spelled as the repository spells the language, as Rails loads it.
 */
async function newFileRooted(
  path: string,
  content: Buffer,
  local: string | undefined,
): Promise<Buffer> {
  const languageRoot = fileFormatOf(path)?.languageRoot;
  if (local === undefined || languageRoot === undefined) return content;
  const { withLanguageRootNamed } = await languageRoot();
  const text = content.toString('utf8');
  const renamed = withLanguageRootNamed(text, local);
  return renamed === text ? content : Buffer.from(renamed);
}

/** What the pull knows when it extracts, for the rewrite (see rewriteFor). */
export interface PullKnowledge {
  readonly base: string;
  readonly lastSync: () => Promise<string | undefined>;
  /** HEAD's files. */
  readonly tracked: ReadonlySet<string>;
  /** The run's rules of the pull (translations' reconcile.ts). */
  readonly rules: PullRules;
  /** The texts the service marks fuzzy, as the quality pass reads them. */
  readonly fuzzy?: FuzzyTexts;
  /** Where the texts each rewrite changed are kept for the list of strings (said-changes.ts). */
  readonly said?: SaidChanges;
}

/**
 * The pull's rewrite of each bundle file with what this run knows: how the repository spells
 * each language, the keys a developer deleted and those a branch added (never written), in a
 * dry run what the push would have sent, whether the export may have left keys out, and the
 * service's fuzzy texts of each file's language.
 */
export function rewriteFor(deps: PullDeps, known: PullKnowledge): RewriteRule {
  const { settings, log } = deps;
  const { base, lastSync, tracked, fuzzy, said } = known;
  const fileOf = (path: string) =>
    translationFiles([path], settings.patterns, settings.languageMap, base)[0];
  const languageOf = (path: string) => fileOf(path)?.language;
  const history = { ...deps, lastSync, branchKeys: branchKeyNames(deps, base) };
  return translationRewrite({
    localLanguageOf: (path) => spellingOf(settings.patterns, path),
    deletedKeysOf: deletedBaseKeys(deps, { base, history, headFiles: tracked }),
    predictionOf: deps.wouldPush && predictionOf(deps.wouldPush, settings, base),
    warn: (message) => log.warning(message),
    rules: known.rules,
    // By the language as the list of strings groups files (pulled-files.ts).
    said:
      said &&
      ((path, changes) => {
        const localLanguage = fileOf(path)?.localLanguage;
        if (localLanguage !== undefined) said.add(path, localLanguage, changes);
      }),
    statesOf:
      fuzzy &&
      (async (path) => {
        const language = languageOf(path);
        return language === undefined ? undefined : fuzzy.statesOf(language);
      }),
  });
}
