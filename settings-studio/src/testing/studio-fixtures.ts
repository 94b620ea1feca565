/** Data generators of the studio contract for component tests. */
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import type { HistoryEntry, StaffRole, StudioCatalogue, StudioSession, StudioState } from '@schemas/studio/studio-api';

/** A session of `userName` with `role`. */
export function sessionOf(role: StaffRole, userName = `staff.${role}`): StudioSession {
  return { user: { userName, displayName: userName, role }, csrfToken: 'csrf-test-token' };
}

/** A small catalogue: a text, a rich text, an image and a flag, plus one institution option. */
export const testCatalogue: StudioCatalogue = {
  settings: [
    {
      key: 'loginPage.heading',
      section: 'loginPage',
      kind: 'text',
      default: 'Sign in',
      description: 'Heading of the login page.',
      screens: ['route:login'],
    },
    {
      key: 'loginPage.welcome',
      section: 'loginPage',
      kind: 'richText',
      default: '',
      description: 'Welcome text.',
      screens: ['route:login'],
    },
    { key: 'header.logo', section: 'header', kind: 'image', default: '', description: 'Logo.', screens: ['shell'] },
    {
      key: 'faq.useFAQOption',
      section: 'faq',
      kind: 'flag',
      default: 'false',
      description: 'Shows the FAQ.',
      screens: ['shell'],
    },
  ],
  institutionOptions: [
    { name: 'PasswordMinimumLength', kind: 'number', default: '8', description: 'Shortest password.' },
  ],
};

/** A state with drafts on a text, a rich text, an image and an institution option. */
export function stateWithDrafts(overrides: Partial<StudioState> = {}): StudioState {
  const at = '2026-11-24T16:05:00.000Z';
  return {
    sampleId: 'credit-union',
    published: {
      version: 4,
      publishedBy: 'staff.publisher2',
      publishedAt: '2026-11-23T10:00:00.000Z',
      settings: {
        'loginPage.heading': 'Welcome back',
        'loginPage.welcome': '<p>Pay your <b>loan</b> online.</p>',
        'header.logo': '/media/old.png',
      },
      institutionOptions: { PasswordMinimumLength: 8 },
      changedAt: {},
    },
    draft: {
      etag: '"d-17"',
      settings: {
        'loginPage.heading': { value: 'Welcome home', revision: 2, updatedBy: 'staff.editor', updatedAt: at },
        'loginPage.welcome': {
          value: '<p>Pay your <b>loan</b> online, any day.</p>',
          revision: 1,
          updatedBy: 'staff.publisher',
          updatedAt: at,
        },
        'header.logo': { value: '/media/new.png', revision: 1, updatedBy: 'staff.editor2', updatedAt: at },
      },
      institutionOptions: {
        PasswordMinimumLength: { value: '12', revision: 1, updatedBy: 'staff.editor', updatedAt: at },
      },
    },
    config: { fourEyes: true },
    pending: [],
    ...overrides,
  };
}

/** Three versions, newest first; version 3 rolled back to 1. */
export const testHistory: HistoryEntry[] = [
  {
    version: 3,
    publishedBy: 'staff.publisher',
    publishedAt: '2026-11-24T12:00:00.000Z',
    note: 'Back to the launch texts',
    rollbackOf: 1,
    changes: [{ scope: 'setting', key: 'loginPage.heading', before: 'Hello again', after: 'Sign in' }],
  },
  {
    version: 2,
    publishedBy: 'staff.publisher2',
    publishedAt: '2026-11-23T12:00:00.000Z',
    note: 'Friendlier heading',
    rollbackOf: null,
    changes: [
      { scope: 'setting', key: 'loginPage.heading', before: 'Sign in', after: 'Hello again' },
      { scope: 'institutionOption', key: 'PasswordMinimumLength', before: '8', after: '10' },
    ],
  },
  {
    version: 1,
    publishedBy: 'system',
    publishedAt: '2026-11-20T09:00:00.000Z',
    note: 'Sample credit-union',
    rollbackOf: null,
    changes: [],
  },
];

/** Change request 7 by staff.editor, in review by staff.publisher, proposing one heading that request 8 changes too. */
export function changeRequestOf(overrides: Partial<ChangeRequestDetail> = {}): ChangeRequestDetail {
  const at = '2026-11-24T09:00:00.000Z';
  return {
    id: 7,
    title: 'Spring texts',
    author: 'staff.editor',
    status: 'in-review',
    reviewers: ['staff.publisher'],
    approvals: [],
    rejections: [],
    approvalsNeeded: 1,
    entries: [
      {
        scope: 'setting',
        key: 'loginPage.heading',
        value: 'Welcom',
        base: 'Sign in',
        revision: 1,
        updatedBy: 'staff.editor',
        updatedAt: at,
      },
    ],
    overlaps: [{ scope: 'setting', key: 'loginPage.heading', requestIds: [8] }],
    createdAt: at,
    updatedAt: at,
    publishedVersion: null,
    scheduledAt: null,
    scheduledBy: null,
    timeZone: 'UTC',
    comments: [],
    ...overrides,
  };
}
