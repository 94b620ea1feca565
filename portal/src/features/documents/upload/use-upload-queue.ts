/** The upload widget's queue with its upload round (spec §4 "File upload"). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { documentsKey } from '@/api/documents/get-documents';
import type { DocumentOwner } from '@/api/documents/document-types';
import { uploadDocument, type UploadResult } from '@/api/documents/upload-document';
import { filesMissingType, filesToUpload, isUploading, queueReducer, type QueuedFile } from './upload-queue';

/** The texts a failed upload shows (from the settings catalogue). */
export interface UploadFailureTexts {
  networkError: string;
  serverError: string;
  /** Why a file is refused before it is sent (size or format), or null. */
  refusal: (file: File) => string | null;
}

/** The message of a failed upload: network error text, else the server's Message, else 'Internal Server Error'. */
export function failureMessage(result: Exclude<UploadResult, { ok: true }>, texts: UploadFailureTexts): string {
  if (result.reason === 'network') return texts.networkError;
  return result.message ?? texts.serverError;
}

/** What Upload File(s) did: refused for files without a type, or a round with its counts; null when nothing ran. */
export type RoundOutcome =
  | { kind: 'typeMissing'; ids: string[] }
  | { kind: 'done'; uploaded: number; failed: number }
  | null;

/** Queue state plus the actions of the widget's buttons. */
export function useUploadQueue(owner: DocumentOwner, texts: UploadFailureTexts, onRoundDone?: () => void) {
  const [queue, dispatch] = useReducer(queueReducer, []);
  const queryClient = useQueryClient();
  const counter = useRef(0);
  const running = useRef(false);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length > 0)
        dispatch({ type: 'add', files, makeId: () => `upload-${++counter.current}`, refusal: texts.refusal });
    },
    [texts],
  );

  /** One round: refuses to start while a file lacks a type; uploads one file at a time, then refreshes the list. */
  const uploadAll = useCallback(async (): Promise<RoundOutcome> => {
    if (running.current) return null;
    const missing = filesMissingType(queue);
    if (missing.length > 0) {
      const ids = missing.map((f) => f.id);
      dispatch({ type: 'touch', ids });
      return { kind: 'typeMissing', ids };
    }
    const round = filesToUpload(queue);
    if (round.length === 0) return null;
    running.current = true;
    let uploaded = 0;
    try {
      for (const item of round) {
        dispatch({ type: 'start', id: item.id });
        const result = await uploadDocument({
          owner,
          fileTypeId: item.fileTypeId ?? 0,
          file: item.file,
          onProgress: (percent) => dispatch({ type: 'progress', id: item.id, percent }),
        });
        if (result.ok) {
          uploaded += 1;
          dispatch({ type: 'succeeded', id: item.id });
        } else dispatch({ type: 'failed', id: item.id, message: failureMessage(result, texts) });
      }
    } finally {
      running.current = false;
      dispatch({ type: 'roundDone' });
      await queryClient.invalidateQueries({ queryKey: documentsKey(owner) });
      onRoundDone?.();
    }
    return { kind: 'done', uploaded, failed: round.length - uploaded };
  }, [queue, owner, texts, queryClient, onRoundDone]);

  return {
    queue: queue as readonly QueuedFile[],
    uploading: isUploading(queue),
    add,
    remove: (id: string) => dispatch({ type: 'remove', id }),
    chooseType: (id: string, fileTypeId: number | null) => dispatch({ type: 'chooseType', id, fileTypeId }),
    uploadAll,
  };
}
