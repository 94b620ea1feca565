/**
 * What the portal HTML says about the login logo (the login screen's largest paint) before any script runs:
 * a `Link` header that fetches it with the HTML (decision 387), and a boot view in `#root` that paints it
 * (decision 407), instead of after the scripts, ApplicationOptions and the first render.
 */
import escapeHtml from 'escape-html';
import { catalogueDefaults } from '../../../schemas/src/settings/catalogue.ts';
import { type LoginLogo, loginLogo } from '../../../schemas/src/settings/logo-sources.ts';
import { createSettingsReader } from '../../../schemas/src/settings/reader.ts';
import type { AppContext } from '../../app-context.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { getPublishedApplicationOptions } from './get-application-options.ts';

/** The login logo's hints for the portal HTML; each is undefined when it would not help. */
export interface LoginLogoHints {
  /** The `Link` header value. */
  link?: string;
  /** The markup to put inside `#root`, which React's first render replaces. */
  bootView?: string;
}

/**
 * The logo's percent-encoded path, or undefined unless it is a same-origin path: the CSP's img-src allows no
 * other host, and a data: image is already in the settings.
 */
function sameOriginPath(source: string | undefined): string | undefined {
  if (!source?.startsWith('/') || source.startsWith('//')) return undefined;
  const url = new URL(source, 'http://origin.invalid');
  return `${url.pathname}${url.search}`;
}

/** The header value for a logo address, or undefined when preloading it would not help. */
export function preloadLinkFor(source: string | undefined): string | undefined {
  const path = sameOriginPath(source);
  return path && `<${path}>; rel=preload; as=image; fetchpriority=high`;
}

/**
 * The boot view for a login logo: the `<img>` the login screen draws, with the same class (so the same size)
 * and alt text, every value escaped; undefined when the logo is not a same-origin path.
 */
function bootViewFor(logo: LoginLogo | undefined): string | undefined {
  const path = sameOriginPath(logo?.src);
  if (!logo || !path) return undefined;
  const className = logo.own ? '' : 'class="logo logo--full-only" ';
  return `<div class="boot-logo"><img ${className}src="${escapeHtml(path)}" alt="${escapeHtml(logo.alt)}" fetchpriority="high"></div>`;
}

/**
 * Reads the login logo's hints from the PUBLISHED settings (never a draft), worked out once per published
 * state: each call costs one read of the state. The key is the state's content, not its version number
 * alone, because a sandbox reset starts the numbering again.
 */
export function loginLogoHints(ctx: Pick<AppContext, 'db' | 'samples'>): () => Promise<LoginLogoHints> {
  let cached: { key: string; hints: LoginLogoHints } | undefined;
  return async () => {
    const state = await getInstitutionState(ctx.db);
    const key = JSON.stringify([state.version, state.sampleId, state.settingOverrides, state.institutionOverrides]);
    if (cached?.key === key) return cached.hints;
    const { options } = await getPublishedApplicationOptions(ctx);
    const logo = loginLogo(createSettingsReader(options, catalogueDefaults));
    const hints = { link: preloadLinkFor(logo?.src), bootView: bootViewFor(logo) };
    cached = { key, hints };
    return hints;
  };
}
