import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../../store/accounts/messages-repo.ts';
import { listOutbox } from '../../store/outbox-repo.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

describe('accounts routes: profile, login history, text subscriptions and contact change', () => {
  let app: TestApp;
  let token = '';
  const get = async (path: string) => (await app.call(path, { headers: { UserToken: token } })).json();
  const send = async (path: string, json: unknown, method = 'POST') =>
    (await app.call(path, { method, json, headers: { UserToken: token } })).json();

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('past.due', 'Password2!');
  }, 180_000);
  afterAll(() => app.close());

  it('when the profile is read then user info, personal info, alerts with a sequence number and documents come back', async () => {
    const p = await get('/api/Profile');
    expect(p.HasNoErrors).toBe(true);
    expect(p.UserInfo).toMatchObject({ LogonName: 'past.due', EmailAddress: 'kevin.oduya@example.com' });
    expect(p.PersonalInfo.Address).toEqual({
      Address1: '2407 Hemphill St',
      City: 'Fort Worth',
      State: 'TX',
      ZipCode: '76102',
    });
    expect(p.PersonalInfo.PhoneNumbers[0]).toMatchObject({ PhoneNumber: '8175550133', Primary: true });
    expect(p.UserAlertsInfo.SequenceNumber).toBe(1);
    expect(p.Documents.map((d: { DisplayName: string }) => d.DisplayName)).toContain('Privacy Notice');
  });

  it('when the password is changed with a wrong old password then InvalidCurrentPassword and the old one still works', async () => {
    const body = await send('/api/UpdateProfile/UserInfo', {
      UserInfo: { LogonName: 'past.due', OldPassword: 'Wrong1!x', NewPassword: 'Brand9New!' },
    });
    expect(body).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'InvalidCurrentPassword' }] });
    await expect(app.login('past.due', 'Password2!')).resolves.toBeTruthy();
  });

  it('when the password is changed with the right old password then the new one logs in and reusing the old is refused', async () => {
    const body = await send('/api/UpdateProfile', {
      UserInfo: { LogonName: 'past.due', OldPassword: 'Password2!', NewPassword: 'Brand9New!' },
    });
    expect(body.HasNoErrors).toBe(true);
    await expect(app.login('past.due', 'Brand9New!')).resolves.toBeTruthy();
    const again = await send('/api/UpdateProfile', {
      UserInfo: { LogonName: 'past.due', OldPassword: 'Brand9New!', NewPassword: 'Password2!' },
    });
    expect(again.Errors[0].ErrorMessage).toBe('ReusedPassword');
    expect(
      (await send('/api/UpdateProfile', { UserInfo: { OldPassword: 'Brand9New!', NewPassword: 'short1' } })).Errors[0]
        .ErrorMessage,
    ).toBe('PasswordTooShort');
  });

  it('when the e-mail and the secret question are changed then the profile shows them and the old address is told', async () => {
    const body = await send('/api/UpdateProfile/UserInfo', {
      UserInfo: { EmailAddress: 'k.oduya@example.net', SecretQuestion: 'First car?', SecretAnswer: 'Civic' },
    });
    expect(body.UserInfo).toEqual({
      LogonName: 'past.due',
      EmailAddress: 'k.oduya@example.net',
      SecretQuestion: 'First car?',
    });
    expect((await listOutbox(app.ctx.db, 'kevin.oduya@example.com')).at(-1)?.subject).toMatch(
      /e-mail address was changed/,
    );
  });

  it('when personal info has a PO box then it is refused; a new address and phone are saved', async () => {
    const po = await send('/api/UpdateProfile/PersonalInfo', {
      PersonalInfo: { Address: { Address1: 'PO Box 12', City: 'Fort Worth', State: 'TX', ZipCode: '76102' } },
    });
    expect(po.Errors[0].ErrorMessage).toBe('Physical address cannot contain a PO box.');
    const address = { Address1: '500 Throckmorton St', City: 'Fort Worth', State: 'TX', ZipCode: '76102' };
    const ok = await send('/api/UpdateProfile/PersonalInfo', {
      PersonalInfo: {
        Address: address,
        PhoneNumbers: [{ PhoneNumber: '817-555-0199', OptInToTexting: true, Primary: true }],
      },
    });
    expect(ok.PersonalInfo).toEqual({
      Address: address,
      PhoneNumbers: [{ PhoneNumber: '8175550199', OptInToTexting: true, Primary: true }],
    });
  });

  it('when notifications are saved then the sequence number advances and a stale number is refused', async () => {
    const saved = await send('/api/UpdateProfile/Notifications', {
      UserAlertsInfo: { SequenceNumber: 1, EmailAlerts: { UserLogsOn: true }, TextAlerts: { PasswordChanged: true } },
    });
    expect(saved.UserAlertsInfo).toMatchObject({
      SequenceNumber: 2,
      EmailAlerts: expect.objectContaining({ UserLogsOn: true }),
      TextAlerts: expect.objectContaining({ PasswordChanged: true }),
    });
    const stale = await send('/api/UpdateProfile/Notifications', {
      UserAlertsInfo: { SequenceNumber: 1, EmailAlerts: { UserLogsOn: false } },
    });
    expect(stale.HasNoErrors).toBe(false);
  });

  it('when login history is read then entries have a date and an IP, newest first', async () => {
    const entries: { LoginDate: string; IPAddress: string }[] = await get('/api/Profile/LoginHistory');
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries[0]!.LoginDate >= entries[1]!.LoginDate).toBe(true);
    expect(entries.every((e) => e.IPAddress.length > 0)).toBe(true);
  });

  it('when subscriptions are read and modified for the user phone then they stick; an unknown phone is not textable', async () => {
    const info = await send('/api/SolutionsByText/GetSubscriptionInfo', { PhoneNumber: '8175550199' });
    expect(info.SubscriptionInfo.Options).toHaveLength(2);
    const mod = await send('/api/SolutionsByText/ModifySubscriptions', {
      PhoneNumber: '8175550199',
      Options: [
        { BrandingId: '2001', OptInAccount: true, OptInMarketing: null },
        { BrandingId: '9999', OptInAccount: true },
      ],
    });
    expect(mod.HasNoErrors).toBe(false);
    expect(JSON.parse(mod.Errors[0].ErrorMessage)).toMatchObject({ BrandingId: '9999' });
    const after = await send('/api/SolutionsByText/GetSubscriptionInfo', { PhoneNumber: '8175550199' });
    expect(after.SubscriptionInfo.Options[0]).toMatchObject({
      BrandingId: '2001',
      OptInAccount: true,
      OptInMarketing: false,
    });
    expect(
      (await send('/api/SolutionsByText/GetSubscriptionInfo', { PhoneNumber: '2125550000' })).Errors[0].ErrorMessage,
    ).toBe('This is not a textable phone number');
  });

  it('when a contact change is requested for own accounts then it is stored; for another user account it is refused', async () => {
    const { Accounts } = await get('/api/accountList');
    const body = await send(
      '/api/ManualChangeContactInfo',
      {
        AccountNumbers: [Accounts[0].Number],
        UserName: 'past.due',
        PhoneNumber1: { OldPhoneNumber: '(817) 555-0133', NewPhoneNumber: '(817) 555-0144' },
      },
      'PUT',
    );
    expect(body).toEqual({ HasNoErrors: true, Errors: [] });
    expect((await listMessages(app.ctx.db, 'contact-change')).at(-1)?.data).toMatchObject({
      userName: 'past.due',
      phone: { NewPhoneNumber: '(817) 555-0144' },
    });
    const refused = await send(
      '/api/ManualChangeContactInfo',
      { AccountNumbers: ['0001-000001-8'], UserName: 'past.due', PhoneNumber1: null },
      'PUT',
    );
    expect(refused.HasNoErrors).toBe(false);
  });
});
