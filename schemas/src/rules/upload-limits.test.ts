import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGABYTES,
  megabytes,
  uploadAccept,
  uploadFormatList,
  uploadRefusal,
} from './upload-limits.ts';

describe('upload limits', () => {
  it('accepts the formats up to 10 MB, refuses more and other formats', () => {
    expect(MAX_UPLOAD_MEGABYTES).toBe(10);
    expect(uploadRefusal({ name: 'pay stub.PDF', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadRefusal({ name: 'scan.tiff', size: 1 })).toBeNull();
    expect(uploadRefusal({ name: 'video.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
    expect(uploadRefusal({ name: 'setup.exe', size: 10 })).toBe('formatNotAllowed');
    expect(uploadRefusal({ name: 'no-extension', size: 10 })).toBe('formatNotAllowed');
    expect(uploadRefusal({ name: 'constructor', size: 10 })).toBe('formatNotAllowed');
  });

  it('names the formats once each and lists every extension for the picker', () => {
    expect(uploadFormatList()).toBe('PDF, PNG, JPG, GIF, TIFF');
    expect(uploadAccept()).toBe('.pdf,.png,.jpg,.jpeg,.gif,.tif,.tiff');
  });

  it('says a size in megabytes with one decimal, rounded up', () => {
    expect(megabytes(512 * 1024 * 1024 + 300 * 1024)).toBe('512.3');
    // Never "10.0 MB" for a file refused as over 10 MB.
    expect(megabytes(10 * 1024 * 1024 + 1)).toBe('10.1');
  });
});
