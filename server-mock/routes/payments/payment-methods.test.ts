/* eslint-disable @typescript-eslint/no-explicit-any -- read loosely; expect and the contract validator check */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import { callerFor, startPaymentsApp, TODAY, type PaymentsCaller } from './payments-test-kit.ts';

const CARD_NUMBER = '4012888888881881';
const SECURITY_CODE = '737';

const newCard = (loan: string, overrides: Record<string, unknown> = {}) => ({
  BillingAddress: { ZipCode: '60614', Address1: '2200 N Lincoln Ave', City: 'Chicago', State: 'IL' },
  CardHolderFirstName: 'Alex',
  CardHolderLastName: 'Borrower',
  CardNumber: CARD_NUMBER,
  ExpirationDate: '11/29',
  SecurityCode: SECURITY_CODE,
  CardType: 'visa',
  DebitCreditType: 'DebitCard',
  LoanAccountNumber: loan,
  ...overrides,
});

const newAch = (overrides: Record<string, unknown> = {}) => ({
  AccountType: 'Checking',
  RoutingNumber: '021000021',
  AccountNumber: '55501234567',
  OwnerName: 'Alex Borrower',
  ...overrides,
});

/** Every row of the payments tables and the idempotency keys, as one text. */
async function storedText(app: TestApp): Promise<string> {
  const tables = [
    'payment_methods',
    'default_payment_methods',
    'payments',
    'payment_account_tokens',
    'ach_draft_previews',
    'idempotency_keys',
  ];
  const dumps = await Promise.all(
    tables.map((t) => app.ctx.db.query(`select row_to_json(t)::text as row from ${t} t`)),
  );
  return JSON.stringify(dumps);
}

describe('payment methods', () => {
  let app: TestApp;
  let basic: PaymentsCaller;
  let loan: string;

  beforeAll(async () => {
    app = await startPaymentsApp({ collectLogs: true });
    basic = await callerFor(app, 'basic.user');
    loan = await basic.loanNumber();
  }, 120_000);
  afterAll(async () => app?.close());

  it('when a card is added then it is listed as last four and a token, and neither the store nor the logs hold the number or the code', async () => {
    const added = await basic.post('/api/PaymentMethod/AddCardPaymentMethod', newCard(loan));
    expect(added).toEqual({ status: 200, body: { HasNoErrors: true, Errors: [] } });

    const listed = await basic.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan });
    const card = listed.body.PaymentMethods.find((m: any) => m.CardInfo?.CardNumber === '1881');
    expect(card.CardInfo).toMatchObject({ CardType: 'visa', CardNumber: '1881', ExpirationDate: '11/29' });
    expect(card.CardInfo.ProfileId).toMatch(/^card_/);

    const stored = await storedText(app);
    expect(stored).toContain('1881');
    expect(stored).not.toContain(CARD_NUMBER);
    expect(stored).not.toContain(`"${SECURITY_CODE}"`);
    const logs = app.logs.join('\n');
    expect(logs).not.toContain(CARD_NUMBER);
    // Three digits also occur inside timestamps and durations ("time":1795522157372): look for the
    // code standing alone, as any logged value would be.
    expect(logs).not.toMatch(new RegExp(`(?<![0-9.])${SECURITY_CODE}(?![0-9.])`));
  });

  it('when the same card is added again then AlreadyExists', async () => {
    const again = await basic.post('/api/PaymentMethod/AddCardPaymentMethod', newCard(loan));
    expect(again.body).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'AlreadyExists' }] });
  });

  it('when a card fails the Luhn check then it is refused and nothing is stored', async () => {
    const before = await app.ctx.db.query('select * from payment_methods');
    const res = await basic.post(
      '/api/PaymentMethod/AddCardPaymentMethod',
      newCard(loan, { CardNumber: '4012888888881882' }),
    );
    expect(res.body).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'CardNumberInvalid' }] });
    expect(await app.ctx.db.query('select * from payment_methods')).toHaveLength(before.length);
  });

  it('when the card brand does not match the number, the code length is wrong or the card expired then it is refused', async () => {
    const add = (o: Record<string, unknown>) => basic.post('/api/PaymentMethod/AddCardPaymentMethod', newCard(loan, o));
    expect((await add({ CardType: 'master' })).body.Errors[0].ErrorMessage).toBe('CardTypeMismatch');
    expect((await add({ SecurityCode: '7373' })).body.Errors[0].ErrorMessage).toBe('SecurityCodeInvalid');
    expect((await add({ ExpirationDate: '05/26' })).body.Errors[0].ErrorMessage).toBe('Expired');
    expect(
      (await add({ CardNumber: '378282246310005', CardType: 'amex', SecurityCode: '123' })).body.Errors[0].ErrorMessage,
    ).toBe('SecurityCodeInvalid');
  });

  it('when a routing number is looked up then known banks are named, unknown valid ones and checksum failures are not', async () => {
    const chase = await basic.get('/api/ACHRoutingData?routingNumber=021000021');
    expect(chase.body).toMatchObject({
      BankExists: true,
      Name: 'JPMorgan Chase Bank, N.A.',
      City: 'New York',
      State: 'NY',
      RoutingNumber: '021000021',
    });
    const unknown = await basic.get('/api/ACHRoutingData?routingNumber=123456780');
    expect(unknown.body).toMatchObject({ BankExists: false, RoutingNumber: '123456780' });
    const badChecksum = await basic.get('/api/ACHRoutingData?routingNumber=021000022');
    expect(badChecksum.body.BankExists).toBe(false);
  });

  it('when a bank account is validated then the spec codes come back for each problem', async () => {
    const validate = (o: Record<string, unknown>) =>
      basic.post('/api/PaymentMethod/ValidateAchPaymentMethod', newAch(o));
    expect(await validate({})).toEqual({ status: 200, body: { HasNoErrors: true, Errors: [] } });
    const code = async (o: Record<string, unknown>) => {
      const res = await validate(o);
      expect(res.status).toBe(400);
      return res.body.Errors[0].ErrorMessage;
    };
    expect(await code({ RoutingNumber: '021000022' })).toBe('RoutingNumberInvalid');
    expect(await code({ RoutingNumber: '011000015' })).toBe('RoutingNumberAchNotAllowed');
    expect(await code({ AccountNumber: '0000000' })).toBe('RoutingAccountInvalidThirdParty');
    expect(await code({ RoutingNumber: '291070467', AccountNumber: '12345678' })).toBe('RoutingAccountInvalidInternal');
    const [own] = await app.ctx.db.query<{ account_number: string }>(
      "select account_number from accounts where user_name = 'basic.user' and type_code = 1",
    );
    const internal = await validate({
      RoutingNumber: '291070467',
      AccountNumber: own!.account_number.replace(/-/g, ''),
    });
    expect(internal.body.HasNoErrors).toBe(true);
  });

  it('when a bank account is added then it is listed by last four, and a second add answers AlreadyExists', async () => {
    expect((await basic.post('/api/PaymentMethod/AddAchPaymentMethod', newAch())).body.HasNoErrors).toBe(true);
    const listed = await basic.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan });
    expect(listed.body.PaymentMethods.some((m: any) => m.AchInfo?.AccountNumber === '4567')).toBe(true);
    expect((await basic.post('/api/PaymentMethod/AddAchPaymentMethod', newAch())).body.Errors[0].ErrorMessage).toBe(
      'AlreadyExists',
    );
  });

  it('when the default is set and removed then the listing follows', async () => {
    const listed = await basic.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan });
    const ach = listed.body.PaymentMethods.find((m: any) => m.AchInfo?.AccountNumber === '4567').AchInfo;
    const set = await basic.post('/api/PaymentMethod/SetDefaultPaymentMethod', {
      AccountNumber: loan,
      PaymentMethod: { IsCard: false, ProfileId: ach.ProfileId },
    });
    expect(set.body.HasNoErrors).toBe(true);
    expect(
      (await basic.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan })).body.DefaultPaymentMethod,
    ).toEqual({ IsCard: false, ProfileId: ach.ProfileId });
    expect(
      (await basic.del(`/api/PaymentMethod/RemoveDefaultPaymentMethod?accountNumber=${loan}`)).body.HasNoErrors,
    ).toBe(true);
    expect(
      (await basic.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan })).body.DefaultPaymentMethod,
    ).toBeNull();
  });

  it('when a card with a scheduled payment is deleted then the scheduled payment is cancelled too', async () => {
    const omar = await callerFor(app, 'omar.haddad');
    const omarLoan = await omar.loanNumber();
    const before = await omar.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${omarLoan}`);
    expect(before.body.ScheduledPayments).toHaveLength(1);
    expect(before.body.ScheduledPayments[0].PaymentDate > TODAY).toBe(true);
    const methods = await omar.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: omarLoan });
    const card = methods.body.PaymentMethods.find((m: any) => m.IsCard).CardInfo;
    expect(card.CardNumber).toBe(before.body.ScheduledPayments[0].AccountNumber);
    const deleted = await omar.post('/api/PaymentMethod/DeleteCardPayment', card);
    expect(deleted.body).toEqual({ HasNoErrors: true, Errors: [] });
    const after = await omar.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${omarLoan}`);
    expect(after.body.ScheduledPayments).toEqual([]);
  });

  it("when another user's loan is named then nothing is answered about it", async () => {
    const omar = await callerFor(app, 'omar.haddad');
    const info = await omar.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`);
    expect(info.body).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Generic' }] });
  });

  it('when no user token is sent then 401 Unauthorized', async () => {
    const res = await app.call(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`);
    expect(res.status).toBe(401);
  });
});
