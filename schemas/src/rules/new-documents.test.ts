import { describe, expect, it } from 'vitest';
import { newFileIds } from './new-documents';

const docs = (...ids: string[]) => ids.map((FileId) => ({ FileId }));

describe("documents' new flag (spec §3: a refreshed list containing a FileId not previously present)", () => {
  it('the first list marks nothing', () => {
    expect(newFileIds(null, docs('a', 'b'))).toEqual(new Set());
  });
  it('a refresh marks only the FileIds that were not there before', () => {
    expect(newFileIds(new Set(['a', 'b']), docs('a', 'b', 'c'))).toEqual(new Set(['c']));
  });
  it('a refresh with the same list marks nothing', () => {
    expect(newFileIds(new Set(['a']), docs('a'))).toEqual(new Set());
  });
});
