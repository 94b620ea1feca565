import { describe, expect, it } from 'vitest';
import { filesMissingType, filesToUpload, isUploading, queueReducer, type QueuedFile } from './upload-queue';

let n = 0;
const makeId = () => `f${++n}`;
const file = (name: string) => new File(['x'], name);

function queued(...names: string[]): QueuedFile[] {
  n = 0;
  return queueReducer([], { type: 'add', files: names.map(file), makeId });
}

describe('upload queue (spec §4 File upload)', () => {
  it('added files are queued without a type, at 0 %', () => {
    const q = queued('a.pdf', 'b.png');
    expect(q.map((f) => [f.id, f.file.name, f.status, f.fileTypeId, f.progress])).toEqual([
      ['f1', 'a.pdf', 'queued', null, 0],
      ['f2', 'b.png', 'queued', null, 0],
    ]);
  });

  it('a file without a type blocks the upload until one is chosen', () => {
    let q = queued('a.pdf', 'b.png');
    q = queueReducer(q, { type: 'chooseType', id: 'f1', fileTypeId: 3 });
    expect(filesMissingType(q).map((f) => f.id)).toEqual(['f2']);
    q = queueReducer(q, { type: 'chooseType', id: 'f2', fileTypeId: 1 });
    expect(filesMissingType(q)).toEqual([]);
  });

  it('uploading shows percent; success leaves the queue; an error stays with its message', () => {
    let q = queued('a.pdf', 'b.exe');
    q = queueReducer(q, { type: 'start', id: 'f1' });
    q = queueReducer(q, { type: 'progress', id: 'f1', percent: 42.4 });
    expect(q[0]).toMatchObject({ status: 'uploading', progress: 42 });
    expect(isUploading(q)).toBe(true);
    q = queueReducer(q, { type: 'succeeded', id: 'f1' });
    q = queueReducer(q, { type: 'start', id: 'f2' });
    q = queueReducer(q, { type: 'failed', id: 'f2', message: 'This file is a program' });
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ id: 'f2', status: 'error', error: 'This file is a program', touched: false });
    expect(isUploading(q)).toBe(false);
  });

  it('after a round failed files are touched and the next upload skips them', () => {
    let q = queued('bad.exe', 'good.pdf');
    q = queueReducer(q, { type: 'failed', id: 'f1', message: 'no' });
    q = queueReducer(q, { type: 'roundDone' });
    expect(q[0]?.touched).toBe(true);
    expect(filesToUpload(q).map((f) => f.id)).toEqual(['f2']);
  });

  it('remove takes a file out whatever its state', () => {
    let q = queued('a.pdf', 'b.pdf');
    q = queueReducer(q, { type: 'failed', id: 'f2', message: 'no' });
    q = queueReducer(q, { type: 'remove', id: 'f2' });
    expect(q.map((f) => f.id)).toEqual(['f1']);
  });
});
