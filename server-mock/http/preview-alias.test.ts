/** In the sandbox the preview frame's paths are the sandbox's own: `/studio/preview/api/x` is `/api/x`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe('the preview frame paths in the sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app?.close());

  it('when the frame calls the API or the scenario list under /studio/preview then the sandbox answers as at the root, contract checks included', async () => {
    const direct = await app.call('/api/setup/ApplicationOptions');
    const framed = await app.call('/studio/preview/api/setup/ApplicationOptions');
    expect(framed.status).toBe(200);
    expect(await framed.json()).toEqual(await direct.json());
    expect((await app.call('/studio/preview/__mock/scenarios')).status).toBe(200);
    // The contract validator sees the real operation: an unknown query parameter is still refused.
    expect((await app.call('/studio/preview/api/setup/ApplicationOptions?x=1')).status).toBe(400);
    expect((await app.call('/studio/preview/studio/api/session')).status).toBe(404);
  });
});
