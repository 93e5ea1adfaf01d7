import type { EndpointName, Revision } from '../../../src/api/interface.ts';
import { ApiError } from '../errors.ts';
import { systemLanguage } from '../languages.ts';
import type { Params } from '../params.ts';
import type { Project, ProjectLanguage, Store } from '../store.ts';

/** Everything a handler needs to serve one validated, authorised call. */
export interface ApiContext {
  readonly revision: Revision;
  readonly endpoint: EndpointName;
  readonly params: Params;
  readonly store: Store;
  /** When the call arrived (ms since the epoch); all timestamps of the call use it. */
  readonly arrival: number;
  /** `http://127.0.0.1:P/download/` */
  readonly downloadUrl: string;
  /** Sends an export webhook, best effort, without delaying the answer. */
  readonly sendWebhook: (url: string, payload: unknown) => void;
}

/** The body of a success answer (the envelope is added by the pipeline). */
export type Body = Record<string, unknown>;

export type Handler = (ctx: ApiContext) => Body | Promise<Body>;

/**
 * The project named by `id`: 4049 when `id` is missing. A project that does not exist is 403: the
 * interface does not say what the service answers there, and "no permission to access this
 * resource" is what a service that scopes projects to the token would say without revealing
 * whether the id exists.
 */
export function projectOf(ctx: ApiContext): Project {
  const id = ctx.params.string('id');
  if (!id) throw new ApiError('4049', 'id');
  const project = ctx.store.projects.get(id);
  if (!project) throw new ApiError('403', `project ${id} is not accessible with this token`);
  return project;
}

/** 4043 unless the service supports the code. */
export function checkSystemLanguage(iso: string): void {
  if (!systemLanguage(iso)) throw new ApiError('4043', iso);
}

/** The project's language with this code; 4044 when the project lacks it. */
export function projectLanguage(project: Project, iso: string): ProjectLanguage {
  const language = project.languages.find((l) => l.iso === iso);
  if (!language) throw new ApiError('4044', `${iso} is not a language of project ${project.id}`);
  return language;
}

/** The languages named by a `langs` parameter (all when absent or empty); 4044 for any the project lacks. */
export function selectLanguages(
  project: Project,
  langs: readonly string[] | undefined,
): ProjectLanguage[] {
  if (!langs || langs.length === 0) return [...project.languages];
  return [...new Set(langs)].map((iso) => projectLanguage(project, iso));
}
