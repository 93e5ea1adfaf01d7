import { ApiError } from '../errors.ts';
import { timestamp } from '../values.ts';
import type { Body, Handler } from './context.ts';
import { checkSystemLanguage, projectOf } from './context.ts';

/** GET project/list: every project of the account (one account, so the token's user owns them all). */
export const listProjects: Handler = (ctx) => ({
  projects: [...ctx.store.projects.values()].map((p) => ({
    id: p.id,
    name: p.name,
    desc: p.desc,
    created: timestamp(p.created),
    owner: '1',
  })),
});

/** POST project/add: a project whose base language is `base_lang` (default `en`). */
export const addProject: Handler = (ctx) => {
  const baseLang = ctx.params.string('base_lang') || 'en';
  checkSystemLanguage(baseLang);
  const project = ctx.store.createProject({
    name: ctx.params.string('name') ?? '',
    desc: ctx.params.string('description') ?? '',
    baseLang,
    now: ctx.arrival,
  });
  return { project: { id: project.id } };
};

/** POST project/remove: the project and everything in it. */
export const removeProject: Handler = (ctx) => {
  ctx.store.projects.delete(projectOf(ctx).id);
  return {};
};

/** POST project/empty: all keys and translations go; the languages stay. */
export const emptyProject: Handler = (ctx) => {
  projectOf(ctx).keys = [];
  return {};
};

/** POST project/snapshot: a record that a snapshot was taken (restoring is not part of the interface). */
export const snapshotProject: Handler = (ctx) => {
  const project = projectOf(ctx);
  project.snapshots.push({
    title: ctx.params.string('title') ?? '',
    createdAt: ctx.arrival,
    keyCount: project.keys.length,
  });
  return {};
};

/**
 * POST project/screenshot (1.0.9.3): a base64 PNG or JPG, recognised by its magic bytes (else
 * 4046). `key_ids` are kept as given: the interface never shows key ids, so the emulator cannot
 * tell a wrong one from a right one.
 */
export const uploadScreenshot: Handler = (ctx): Body => {
  const project = projectOf(ctx);
  const encoded = ctx.params.string('screenshot');
  if (!encoded) throw new ApiError('4049', 'screenshot');
  const data = decodeBase64(encoded.replace(/^data:image\/[a-z]+;base64,/i, ''));
  const mime = imageType(data);
  if (!mime) throw new ApiError('4046', 'screenshot must be a base64 encoded PNG or JPG image');
  project.screenshots.push({
    mime,
    size: data.length,
    autotag: ctx.params.flag('autotag') ?? false,
    keyIds: ctx.params.array('key_ids') ?? [],
    createdAt: ctx.arrival,
  });
  return {};
};

function decodeBase64(text: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  // Buffer.from skips bad characters silently; a screenshot with them is not an image we can trust.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return Buffer.alloc(0);
  return Buffer.from(compact, 'base64');
}

function imageType(data: Buffer): 'image/png' | 'image/jpeg' | undefined {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length > png.length && data.subarray(0, png.length).equals(png)) return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  return undefined;
}
