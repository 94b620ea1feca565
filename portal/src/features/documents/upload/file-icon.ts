/** The icon of a queued file, chosen by its extension (spec §2 "File upload widget"). Pure. */

/** Icon families the widget draws. */
export type FileIconKind = 'pdf' | 'image' | 'word' | 'sheet' | 'text' | 'other';

const byExtension: Record<string, FileIconKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  heic: 'image',
  doc: 'word',
  docx: 'word',
  rtf: 'word',
  xls: 'sheet',
  xlsx: 'sheet',
  csv: 'sheet',
  txt: 'text',
};

/** The lower-case extension of a file name ('' when there is none, e.g. 'README' or '.env'). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The icon of a file name; the label is the extension in capitals (at most 4 letters, 'FILE' when none). */
export function fileIcon(name: string): { kind: FileIconKind; label: string } {
  const extension = extensionOf(name);
  return {
    kind: byExtension[extension] ?? 'other',
    label: extension === '' ? 'FILE' : extension.slice(0, 4).toUpperCase(),
  };
}
