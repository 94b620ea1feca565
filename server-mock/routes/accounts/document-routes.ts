/**
 * Documents: lists, opening one (query token), ACH authorizations, file types and uploads. Uploads
 * arrive as multipart bodies parsed by the request validator (multer, in memory): fields read with
 * `contractForm`, the file in `req.files`.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { contractBody, contractForm } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import { listFileTypes } from '../../store/accounts/documents-repo.ts';
import {
  getAccountDocuments,
  getAchDrafts,
  getApplicationDocuments,
  getCustomerDocuments,
  renderAchDraft,
  viewDocument,
} from '../../use-cases/accounts/documents.ts';
import { userOfQueryToken } from '../../use-cases/accounts/query-token.ts';
import { uploadDocument, type UploadTarget, type UploadedFile } from '../../use-cases/accounts/uploads.ts';
import { badQueryToken, queryText, sendFile } from './route-helpers.ts';

interface MulterFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

function uploadedFile(req: Request): UploadedFile | undefined {
  const files = (req as Request & { files?: MulterFile[] }).files ?? [];
  const file = files.find((f) => f.fieldname === 'file');
  return file && { name: file.originalname, bytes: file.buffer };
}

/** The upload calls, below `/api`. */
type UploadPath =
  | '/api/file/UploadFileWithLoanNumber'
  | '/api/file/UploadByCustomerID'
  | '/api/file/UploadFileWithApplicationNumber';

/** Mounted at `/api`. */
export function documentRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  router.get('/Documents/GetAccountDocuments', guard, async (req, res) => {
    res.json(await getAccountDocuments(ctx, sessionOf(res).userName, queryText(req, 'accountNumber')));
  });
  router.get('/Documents/GetCustomerDocuments', guard, async (_req, res) => {
    res.json(await getCustomerDocuments(ctx, sessionOf(res).userName));
  });
  router.get('/Documents/GetApplicationDocuments', guard, async (req, res) => {
    res.json(await getApplicationDocuments(ctx, sessionOf(res).userName, queryText(req, 'applicationNumber')));
  });
  router.get('/Documents/ViewDocument', async (req, res) => {
    const userName = await userOfQueryToken(ctx, queryText(req, 'token'));
    if (!userName) throw badQueryToken();
    const file = await viewDocument(ctx, userName, queryText(req, 'FileId'));
    if (!file) throw AppError.notFound('The document');
    sendFile(res, file);
  });

  router.get('/AchDraftAgreement/GetACHDrafts', guard, async (_req, res) => {
    res.json(await getAchDrafts(ctx, sessionOf(res).userName));
  });
  router.post('/AchDraftAgreement/RenderACHDraftAgreement', guard, async (req, res) => {
    const file = await renderAchDraft(
      ctx,
      sessionOf(res).userName,
      contractBody<'/api/AchDraftAgreement/RenderACHDraftAgreement'>(req).Guid,
    );
    if (!file) throw AppError.notFound('The authorization');
    sendFile(res, file);
  });
  router.get('/AchDraftAgreement/RenderACHDraftAgreement', async (req, res) => {
    const userName = await userOfQueryToken(ctx, queryText(req, 'token'));
    if (!userName) throw badQueryToken();
    const file = await renderAchDraft(ctx, userName, queryText(req, 'guid'));
    if (!file) throw AppError.notFound('The authorization');
    sendFile(res, file);
  });

  router.get('/file/GetFileTypes', guard, async (_req, res) => {
    res.json({ FileTypes: await listFileTypes(ctx.db) });
  });
  const upload =
    (target: (req: Request) => Omit<UploadTarget, 'fileTypeId'>): RequestHandler =>
    async (req, res) => {
      const result = await uploadDocument(
        ctx,
        sessionOf(res).userName,
        { ...target(req), fileTypeId: Number(contractForm<UploadPath>(req).FileTypeID) },
        uploadedFile(req),
      );
      res.status(result.ok ? 200 : 400).json(result.body);
    };
  router.post(
    '/file/UploadFileWithLoanNumber',
    guard,
    upload((req) => ({
      ownerKind: 'account',
      ownerKey: contractForm<'/api/file/UploadFileWithLoanNumber'>(req).LoanNumber,
    })),
  );
  router.post(
    '/file/UploadByCustomerID',
    guard,
    upload(() => ({ ownerKind: 'customer', ownerKey: '' })),
  );
  router.post(
    '/file/UploadFileWithApplicationNumber',
    guard,
    upload((req) => ({
      ownerKind: 'application',
      ownerKey: contractForm<'/api/file/UploadFileWithApplicationNumber'>(req).ApplicationNumber,
    })),
  );
  return router;
}
