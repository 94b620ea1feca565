import { describe, expect, it } from 'vitest';
import { extensionOf, fileIcon } from './file-icon';

describe('file icon by extension', () => {
  it.each([
    ['statement.PDF', 'pdf', 'PDF'],
    ['photo.id.jpeg', 'image', 'JPEG'],
    ['scan.tiff', 'image', 'TIFF'],
    ['letter.docx', 'word', 'DOCX'],
    ['budget.xlsx', 'sheet', 'XLSX'],
    ['notes.txt', 'text', 'TXT'],
    ['setup.exe', 'other', 'EXE'],
    ['README', 'other', 'FILE'],
  ])('%s gets the %s icon labelled %s', (name, kind, label) => {
    expect(fileIcon(name)).toEqual({ kind, label });
  });

  it('a leading or trailing dot is no extension', () => {
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('draft.')).toBe('');
  });
});
