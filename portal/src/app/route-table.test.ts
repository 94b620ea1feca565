import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import titles from '../../../schemas/settings/titles.json';
import { routeTable } from './route-table';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('lists every route of the three specs', () => {
    const paths = routeTable.map((r) => r.path);
    for (const path of [
      'home/login',
      'home/register',
      'home/sso/:token?',
      'home/verifyEmail/:enc?',
      'home/forcePasswordChange/:enc',
      'home/locations',
      'home/messages',
      'home/faq',
      'home/recovery',
      'home/activate',
      'opt-out',
      'myaccount/deposits',
      'myaccount/deposits/depositDetails/:accountNumber',
      'myaccount/dashboard',
      'myaccount/profile',
      'myaccount/documents',
      'myaccount/payment',
      'myaccount/payment/:accountNumber',
      'myaccount/loanDetails/:accountNumber',
      'myaccount/document-center',
      'myaccount/locations',
      'myaccount/applicationdetails/:applicationNumber',
      'myaccount/loginHistory',
      'myaccount/messages',
      'myaccount/faq',
      'myaccount/requestChange',
      'myaccount/paymentConfirm',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives each route a title whose catalogue default is the same text', () => {
    const keys = titles.keys as Record<string, { default: string }>;
    for (const route of routeTable) {
      expect(route.titleKey).toBe(`titles.${route.id}`);
      expect(keys[route.id]?.default, route.id).toBe(route.title);
    }
  });

  it('gives each route with parameters an example that matches its own pattern', () => {
    for (const route of routeTable.filter((r) => r.path.includes(':'))) {
      expect(route.example, route.id).toBeDefined();
      expect(matchPath(`/${route.path}`, `/${route.example}`)?.pattern.path, route.id).toBe(`/${route.path}`);
    }
  });
});
