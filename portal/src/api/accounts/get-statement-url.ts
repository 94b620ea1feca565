/** GET /api/AccountEstatements/GetAmsiveStatementUrl (accounts spec §7): the viewer URL of one statement. */
import { api } from '../api-client';
import type { Statement } from './account-types';

/** Asks for the statement's URL; a blank URL is the spec's failure and throws. */
export async function fetchStatementUrl(statement: Statement, userToken: string): Promise<string> {
  const { data } = await api.get('AccountEstatements/GetAmsiveStatementUrl', {
    params: {
      UserToken: userToken,
      Date: statement.Date,
      Number: statement.Number,
      Type: statement.Type ?? '',
      Id: statement.Id,
    },
  });
  const url = data?.StatementUrl?.trim() ?? '';
  if (url === '') throw new Error('Blank statement URL');
  return url;
}
