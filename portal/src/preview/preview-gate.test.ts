import { describe, expect, it } from 'vitest';
import { previewQueryParam } from '@schemas/studio/preview-protocol';
import { isPreviewFrame, PREVIEW_QUERY } from './preview-gate';

const page = (search: string, framed: boolean) => {
  const win = { location: { search } } as { parent?: unknown; location: { search: string } };
  win.parent = framed ? {} : win;
  return win as unknown as Window;
};

describe('isPreviewFrame', () => {
  it('uses the protocol parameter name', () => {
    expect(PREVIEW_QUERY).toBe(previewQueryParam);
  });

  it('is on only in a frame with ?studioPreview=1', () => {
    expect(isPreviewFrame(page('?studioPreview=1', true))).toBe(true);
    expect(isPreviewFrame(page('?studioPreview=1', false))).toBe(false);
    expect(isPreviewFrame(page('', true))).toBe(false);
    expect(isPreviewFrame(page('?studioPreview=0', true))).toBe(false);
  });
});
