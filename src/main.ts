import * as core from '@actions/core';
import { createClient, type ApiEvent } from './api/index.ts';

/**
 * The action's entry point. This build checks the connection: it reads the service inputs, lists
 * the project's languages and reports them. Push and pull arrive with the sync layer.
 */
export async function run(): Promise<void> {
  try {
    const token = core.getInput('api-token', { required: true });
    core.setSecret(token);
    const projectId = core.getInput('project-id', { required: true });
    const revision = core.getInput('revision') || '1.0.9.3';
    if (revision !== '1.0.9.3' && revision !== '1.0.9.2') {
      throw new Error(`Invalid revision '${revision}'. Expected 1.0.9.3 or 1.0.9.2.`);
    }
    const client = createClient({
      baseUrl: core.getInput('api-url', { required: true }),
      revision,
      token,
      timeScale: Number(process.env['L10N_SYNC_TIME_SCALE'] ?? '1') || 1,
      proxy: {
        httpsProxy: process.env['HTTPS_PROXY'] ?? process.env['https_proxy'],
        noProxy: process.env['NO_PROXY'] ?? process.env['no_proxy'],
      },
      onEvent: logEvent,
    });
    const languages = await client.language.list({ id: projectId });
    const base = languages.find((l) => l.isDefault)?.iso ?? '(none)';
    core.info(
      `Project ${projectId} has ${languages.length} languages (base ${base}): ${languages.map((l) => l.iso).join(', ')}`,
    );
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}

function logEvent(event: ApiEvent): void {
  if (event.type === 'wait') {
    core.info(
      `waiting ${(event.ms / 1000).toFixed(1)} s before ${event.endpoint}: ${event.detail}`,
    );
  }
}
