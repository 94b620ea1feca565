/**
 * The `Link` header that lets the browser fetch the login logo (the login screen's largest paint) with the
 * portal HTML, instead of after the scripts and ApplicationOptions have loaded (decision 387).
 */
import { catalogueDefaults } from '../../../schemas/src/settings/catalogue.ts';
import { loginLogoSource } from '../../../schemas/src/settings/logo-sources.ts';
import { createSettingsReader } from '../../../schemas/src/settings/reader.ts';
import type { AppContext } from '../../app-context.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { getPublishedApplicationOptions } from './get-application-options.ts';

/**
 * The header value for a logo address, or undefined when preloading it would not help: only a same-origin
 * path (the CSP's img-src allows no other host, and a data: image is already in the settings).
 */
export function preloadLinkFor(source: string | undefined): string | undefined {
  if (!source?.startsWith('/') || source.startsWith('//')) return undefined;
  const url = new URL(source, 'http://origin.invalid');
  return `<${url.pathname}${url.search}>; rel=preload; as=image; fetchpriority=high`;
}

/**
 * Reads the login logo's preload link from the PUBLISHED settings (never a draft), worked out once per
 * published state: each call costs one read of the state. The key is the state's content, not its version
 * number alone, because a sandbox reset starts the numbering again.
 */
export function loginLogoPreload(ctx: Pick<AppContext, 'db' | 'samples'>): () => Promise<string | undefined> {
  let cached: { key: string; link: string | undefined } | undefined;
  return async () => {
    const state = await getInstitutionState(ctx.db);
    const key = JSON.stringify([state.version, state.sampleId, state.settingOverrides, state.institutionOverrides]);
    if (cached?.key === key) return cached.link;
    const { options } = await getPublishedApplicationOptions(ctx);
    const link = preloadLinkFor(loginLogoSource(createSettingsReader(options, catalogueDefaults)));
    cached = { key, link };
    return link;
  };
}
