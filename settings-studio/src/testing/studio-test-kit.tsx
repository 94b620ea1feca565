/**
 * Test kit for studio component tests: a fake studio server (a transport answering by method and path,
 * recording every call) and a render helper with a query client and a router.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { StudioState } from '@schemas/studio/studio-api';
import { setStudioTransport } from '@studio/api/studio-client';

/** One recorded call. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** What a handler answers: status and JSON body, or a thrown error (no answer). */
export type FakeAnswer = { status: number; body?: unknown };

/** Installs a fake server; returns the calls it saw and the function that restores the real transport. */
export function fakeStudioServer(handler: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const restore = setStudioTransport(async (url, init) => {
    const raw = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.replace('/studio/api/', ''),
      headers: new Headers(init.headers),
      body: raw,
    };
    calls.push(call);
    const answer = await handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, restore };
}

/** Renders inside a fresh query client and a memory router. */
export function renderStudio(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  // Re-renders keep the providers (the router keeps its place).
  return { ...result, queryClient, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}

/** A studio state with published values and optional drafts. */
export function studioStateWith(
  published: Record<string, string>,
  drafts: StudioState['draft']['settings'] = {},
): StudioState {
  return {
    sampleId: 'small-credit-union',
    published: {
      version: 1,
      publishedBy: 'staff.publisher',
      publishedAt: '2026-11-24T09:00:00.000Z',
      settings: published,
      institutionOptions: { PasswordMinimumLength: 8 },
      changedAt: {},
    },
    draft: { etag: '"d1"', settings: drafts, institutionOptions: {} },
    config: { fourEyes: true },
    pending: [],
  };
}
