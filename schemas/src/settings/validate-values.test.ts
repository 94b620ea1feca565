import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { isImageAddress, isWellFormedKey, validateSettingSets, validateSettingValues } from './validate-values';

describe('validateSettingValues', () => {
  it('accepts known keys with valid values, including flags in any case and empty values', () => {
    expect(
      validateSettingValues(
        {
          'portal.useFAQOption': 'TRUE',
          'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption': '2',
          'dashboard.noAccounts': '',
        },
        catalogue,
      ),
    ).toEqual([]);
  });
  it('reports each problem with its type and a message naming the key', () => {
    const problems = validateSettingValues(
      {
        'portal.useFAQOption': 'yes',
        'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption': 'two',
        'portal.noSuchKey': 'x',
        'a.b.c': 'x',
        nodot: 'x',
      },
      catalogue,
      { setName: 'shared' },
    );
    expect(problems.map((p) => [p.type, p.key])).toEqual([
      ['flagNotBoolean', 'portal.useFAQOption'],
      ['numberNotNumeric', 'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption'],
      ['unknownKey', 'portal.noSuchKey'],
      ['keyShape', 'a.b.c'],
      ['keyShape', 'nodot'],
    ]);
    expect(problems[0]?.message).toBe(
      "Setting 'portal.useFAQOption' in the shared set is a flag; its value must be 'true' or 'false', got 'yes'",
    );
    expect(problems[3]?.message).toContain("'a.b.c'");
  });
  it('checks both sets of a response', () => {
    expect(
      validateSettingSets({ shared: { 'x.y': '1' }, english: { 'portal.useFAQOption': 'no' } }, catalogue).map(
        (p) => p.message,
      ),
    ).toEqual([
      "Setting key 'x.y' in the shared set is not in the settings catalogue",
      "Setting 'portal.useFAQOption' in the english set is a flag; its value must be 'true' or 'false', got 'no'",
    ]);
  });
  it('knows a well-formed key', () => {
    expect(isWellFormedKey('login.userNameLabel')).toBe(true);
    expect(isWellFormedKey('login.')).toBe(false);
    expect(isWellFormedKey('1login.x')).toBe(false);
  });
});

describe('web address values (catalogue format url)', () => {
  it('marks the catalogue keys that hold a web address with format url', () => {
    const urlKeys = Object.entries(catalogue)
      .filter(([, d]) => d.format === 'url')
      .map(([k]) => k)
      .sort();
    expect(urlKeys).toEqual([
      'cardPaymentOptions.thirdPartyCardPaymentsLinkOption',
      'locations.tileUrl',
      'loginPage.browserRequirementsUrl',
      'mobileApp.androidStoreUrl',
      'mobileApp.iosStoreUrl',
      'portal.applyForLoanURLOption',
      'portal.remoteBranchLocatorUrl',
      'portal.ssoLoginUrl',
    ]);
  });
  it('accepts https everywhere and http only when allowed (the sandbox); any other scheme never', () => {
    const check = (value: string, allowHttp: boolean) =>
      validateSettingValues({ 'portal.ssoLoginUrl': value }, catalogue, { allowHttp }).map((p) => p.message);
    expect(check('https://sso.example/login', false)).toEqual([]);
    expect(check('https://tile.example/{z}/{x}/{y}.png', false)).toEqual([]);
    expect(check('http://sso.example/login', true)).toEqual([]);
    expect(check('http://sso.example/login', false)).toEqual([
      "Setting 'portal.ssoLoginUrl' is a web address; it must start with https://, got 'http://sso.example/login'",
    ]);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://sso.example/',
      '//sso.example/',
      'sso.example/login',
      'https://',
    ]) {
      expect(check(bad, true), bad).toEqual([
        `Setting 'portal.ssoLoginUrl' is a web address; it must start with https:// or http://, got '${bad}'`,
      ]);
    }
  });
  it('refuses an http image address when http is not allowed, and keeps site paths', () => {
    expect(
      validateSettingValues({ 'dashboard.bannerImage': 'http://cdn.example/a.png' }, catalogue, {
        allowHttp: false,
      }).map((p) => p.message),
    ).toEqual([
      "Setting 'dashboard.bannerImage' is an image; its value must be a path on this site (/media/…, /logos/…) or an https address, got 'http://cdn.example/a.png'",
    ]);
    expect(
      validateSettingValues(
        { 'dashboard.bannerImage': '/media/ab.png', 'footer.image1': 'https://cdn.example/a.png' },
        catalogue,
        { allowHttp: false },
      ),
    ).toEqual([]);
  });
});

describe('image and agreement values', () => {
  it('accepts site paths and http(s) addresses as images, and nothing that could run or load elsewhere', () => {
    for (const ok of [
      '/media/ab12.png',
      '/logos/default/logo-full.svg',
      'https://cdn.example.com/banner.jpg',
      'http://example.com/a.gif',
    ])
      expect(isImageAddress(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'images/logo.png',
      '/a b.png',
      'ftp://example.com/x.png',
    ])
      expect(isImageAddress(bad), bad).toBe(false);
    expect(
      validateSettingValues({ 'dashboard.bannerImage': 'javascript:alert(1)', 'footer.image1': '' }, catalogue, {
        allowHttp: true,
      }).map((p) => [p.type, p.key]),
    ).toEqual([['imageNotAddress', 'dashboard.bannerImage']]);
  });
  it("names the spec's set-up error for a malformed agreement string", () => {
    const problems = validateSettingValues(
      {
        'agreements.agreement1': 'https://x.example/t.pdf|01/01/2024|Terms',
        'agreements.agreement2': 'https://x.example/t.pdf|01/01/2024|Terms|lunch',
        'agreements.agreement3': 'https://x.example/t.pdf|01/01/2024|Terms|login-ach',
      },
      catalogue,
      { setName: 'shared' },
    );
    expect(problems.map((p) => [p.key, p.message, p.type === 'agreementSetup' && p.detail])).toEqual([
      [
        'agreements.agreement1',
        'GAC Setup Error: Incorrect number of parameters',
        "expected url|date|name|triggers, got 3 part(s) in 'https://x.example/t.pdf|01/01/2024|Terms'",
      ],
      ['agreements.agreement2', 'Invalid agreement type', "unknown trigger 'lunch'"],
    ]);
  });
});
