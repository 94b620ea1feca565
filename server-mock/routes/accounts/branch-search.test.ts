import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBranches } from '../../store/accounts/branches-repo.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

type Found = { BranchNumber: string; BranchName: string; Distance?: number };

describe("branch locator: branches nearest first from a zip or the user's position", () => {
  let app: TestApp;
  const names = async (query: string) =>
    ((await (await app.call(`/api/BranchInfo/Get?${query}`)).json()) as Found[]).map((b) => b.BranchName);
  beforeAll(async () => {
    app = await startTestApp();
    // A branch whose coordinates were never filled in: listed, but never placed or measured.
    await insertBranches(app.ctx.db, [
      {
        BranchNumber: '0099',
        BranchName: 'Unmapped Agency',
        StreetAddress: '1 Main St',
        City: 'Waco',
        State: 'TX',
        Zip: '76701',
        PhoneNumber: '2545550199',
        Latitude: 0,
        Longitude: 0,
      },
    ]);
  }, 180_000);
  afterAll(() => app.close());

  it('when a real zip near a seeded branch is searched then that branch comes first, with its distance in miles', async () => {
    expect((await names('zip=74119'))[0]).toBe('Tulsa Downtown');
    expect((await names('zip=70808'))[0]).toBe('Baton Rouge Capitol Park');
    expect((await names('zip=71105'))[0]).toBe('Shreveport Government Plaza');
    expect((await names('zip=76104')).slice(0, 2)).toEqual(['Fort Worth Downtown', 'Dallas Main Office']);
    expect((await names('zip=78704')).slice(0, 2)).toEqual(['Austin Second Street', 'San Antonio Military Plaza']);
    const fromDallas: Found[] = await (await app.call('/api/BranchInfo/Get?zip=75201')).json();
    expect(fromDallas[0]).toMatchObject({ BranchName: 'Dallas Main Office' });
    expect(fromDallas[0]!.Distance).toBeLessThan(2);
    const distances = fromDallas.flatMap((b) => (b.Distance === undefined ? [] : [b.Distance]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('when a branch has no valid coordinates then it comes last, without a distance', async () => {
    const list: Found[] = await (await app.call('/api/BranchInfo/Get?zip=76701')).json();
    expect(list.at(-1)).toEqual(expect.objectContaining({ BranchName: 'Unmapped Agency' }));
    expect(list.at(-1)).not.toHaveProperty('Distance');
  });

  it("when the user's geolocation is sent then the nearest branch to it comes first", async () => {
    // Norman, Oklahoma: Oklahoma City is 20 miles away, Tulsa 110.
    expect((await names('latitude=35.2226&longitude=-97.4395')).slice(0, 2)).toEqual([
      'Oklahoma City Civic Center',
      'Tulsa Downtown',
    ]);
  });

  it('when the zip is not exactly 5 digits then 400; an unknown zip is 404; without a search the list is by branch number', async () => {
    expect((await app.call('/api/BranchInfo/Get?zip=7520')).status).toBe(400);
    expect((await app.call('/api/BranchInfo/Get?zip=75201a')).status).toBe(400);
    const unknown = await app.call('/api/BranchInfo/Get?zip=00000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'NotFound' }] });
    expect((await app.call('/api/BranchInfo/Get?latitude=35.2')).status).toBe(400);
    const plain: Found[] = await (await app.call('/api/BranchInfo/Get')).json();
    expect(plain.map((b) => b.BranchNumber)).toEqual([...plain.map((b) => b.BranchNumber)].sort());
    expect(plain[0]).not.toHaveProperty('Distance');
  });
});
