import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, catalogueDefaults } from '../schemas/src/settings/catalogue';
import { parseAgreementSlots } from '../schemas/src/settings/agreement-setup';
import { readInstitutionOptions } from '../schemas/src/settings/institution-options';
import { createSettingsReader } from '../schemas/src/settings/reader';
import { validateSettingSets } from '../schemas/src/settings/validate-values';
import { studioImageMaxBytes, studioImageMaxSidePx } from '../schemas/src/studio/studio-api';
import { checkSample } from './check/check-sample';
import { readSampleFolder } from './check/read-sample-folder';
import { listSamples, loadSample, sampleImagesDir, samplesDir } from './load-sample';

const samples = listSamples();

describe('sample institutions', () => {
  it('include default and the three institutions the studio starts from', () => {
    expect(samples).toEqual(
      expect.arrayContaining(['default', 'small-credit-union', 'large-lender', 'sso-credit-union']),
    );
  });

  describe.each(samples)('%s', (id) => {
    const response = loadSample(id);
    it('has only catalogue keys with valid values', () => {
      expect(validateSettingSets(response.gassySettings, catalogue).map((p) => p.message)).toEqual([]);
    });
    it('passes samples:check (settings, institution options, README, images, logo folder)', () => {
      const check = checkSample(readSampleFolder(join(samplesDir, id)), {
        catalogue,
        mode: 'folder',
        knownSamples: samples,
        maxImageBytes: studioImageMaxBytes,
        maxImageSidePx: studioImageMaxSidePx,
      });
      expect(check.problems).toEqual([]);
    });
    it('has usable institution options and a logo folder with full and icon logos', () => {
      const { options, problems } = readInstitutionOptions(response.institutionOptions);
      expect(problems).toEqual([]);
      expect(options.LogoFolder).toBe(id);
      for (const logo of ['logo-full.svg', 'logo-icon.svg']) {
        expect(readFileSync(join(sampleImagesDir(id), logo), 'utf8')).toMatch(/^<svg[^>]*aria-label="[^"]+"/);
      }
      expect(existsSync(join(samplesDir, id, 'README.md'))).toBe(true);
    });
    it('has well-formed agreement set-up strings', () => {
      const reader = createSettingsReader(response, catalogueDefaults);
      const slots = (
        [
          'agreements.agreement1',
          'agreements.agreement2',
          'agreements.agreement3',
          'agreements.agreement4',
          'agreements.agreement5',
        ] as const
      ).map((k) => reader.text(k));
      expect(parseAgreementSlots(slots).errors).toEqual([]);
    });
  });

  it('read through the reader as configured', () => {
    const sso = createSettingsReader(loadSample('sso-credit-union'), catalogueDefaults);
    expect(sso.isSet('portal.ssoLoginUrl')).toBe(true);
    expect(sso.institution).toMatchObject({
      UsesCustomerCredentials: true,
      PasswordMinimumLength: 10,
      UserNameMinimumLength: 6,
    });
    expect(sso.number('scheduledPaymentOptions.maxScheduledPaymentsAllowedOption')).toBe(3);
    const consumer = createSettingsReader(loadSample('consumer-finance'), catalogueDefaults);
    expect(consumer.flag('access.removeCheckDigit')).toBe(true);
    expect(consumer.flag('portal.useFAQOption')).toBe(false);
    expect(consumer.institution.LoanCheckDigitLength).toBe(0);
    const base = createSettingsReader(loadSample('default'), catalogueDefaults);
    expect(base.isSet('portal.ssoLoginUrl')).toBe(false);
    expect(base.flag('portal.useFAQOption')).toBe(true);
  });

  it('differ as intended: a minimal credit union, a lender with every payment option, an SSO lender with documents', () => {
    const small = createSettingsReader(loadSample('small-credit-union'), catalogueDefaults);
    for (const key of [
      'generalPaymentOptions.allowCardPaymentsOption',
      'generalPaymentOptions.allowWalletPayments',
      'recurringPaymentOptions.allowAchRecurringOption',
      'scheduledPaymentOptions.allowScheduledAchPaymentsOption',
      'portal.useFAQOption',
      'portal.useDocumentCenterOption',
    ] as const) {
      expect(small.flag(key), key).toBe(false);
    }
    const large = createSettingsReader(loadSample('large-lender'), catalogueDefaults);
    for (const key of [
      'generalPaymentOptions.allowAmexOption',
      'generalPaymentOptions.allowApplePaymentsOption',
      'generalPaymentOptions.allowGooglePaymentsOption',
      'generalPaymentOptions.allowVenmoPaymentsOption',
      'generalPaymentOptions.allowPaypalPaymentsOption',
      'generalPaymentOptions.useThirdPartyFeesOption',
      'access.usePasswordValidationRuleList',
      'recurringPaymentOptions.allowRecurringCardPaymentsOption',
      'recurringPaymentOptions.allowWeeklyOption',
      'scheduledPaymentOptions.allowScheduledCardPaymentsOption',
    ] as const) {
      expect(large.flag(key), key).toBe(true);
    }
    expect(large.list('achPaymentOptions.blockAchOnHoldCodesOption')).toEqual(['48', '52']);
    const sso = createSettingsReader(loadSample('sso-credit-union'), catalogueDefaults);
    expect([sso.flag('portal.useDocumentCenterOption'), sso.flag('eStatements.useEStatementsOption')]).toEqual([
      true,
      true,
    ]);
  });

  it('rejects an unknown or path-like sample id', () => {
    expect(() => loadSample('../schemas')).toThrow(/Unknown sample institution/);
    expect(() => loadSample('nope')).toThrow(/'nope'/);
  });
});
