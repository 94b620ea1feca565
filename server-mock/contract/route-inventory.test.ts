import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { listRoutes } from './route-inventory.ts';

describe('route inventory', () => {
  it('when routers are nested under prefixes then each route is listed with its full path and method', () => {
    const app = express();
    const area = Router();
    area.use((_req, _res, next) => next()); // middleware without a path is not a route
    area.get('/PaymentInformation/GetPaymentInfo', (_req, res) => void res.end());
    area.post(['/PaymentImmediate/SubmitCard', '/PaymentImmediate/SubmitAch'], (_req, res) => void res.end());
    area
      .route('/Profile')
      .get((_req, res) => void res.end())
      .put((_req, res) => void res.end());
    const api = Router();
    api.use(area);
    app.use('/api', api);
    app.use(
      '/__mock/',
      Router().delete('/faults', (_req, res) => void res.end()),
    );
    app.get('/', (_req, res) => void res.end());

    expect(listRoutes(app)).toEqual([
      { method: 'GET', path: '/api/PaymentInformation/GetPaymentInfo' },
      { method: 'POST', path: '/api/PaymentImmediate/SubmitCard' },
      { method: 'POST', path: '/api/PaymentImmediate/SubmitAch' },
      { method: 'GET', path: '/api/Profile' },
      { method: 'PUT', path: '/api/Profile' },
      { method: 'DELETE', path: '/__mock/faults' },
      { method: 'GET', path: '/' },
    ]);
  });

  it('when a route has a path parameter then it is written in the contract style', () => {
    const app = express();
    app.use(
      '/api',
      Router().get('/Documents/:documentId/View', (_req, res) => void res.end()),
    );
    expect(listRoutes(app)).toEqual([{ method: 'GET', path: '/api/Documents/{documentId}/View' }]);
  });

  it('when a route is given as a RegExp then the inventory refuses it by name', () => {
    const app = express();
    app.use(
      '/api',
      Router().get(/^\/Login\/.*/, (_req, res) => void res.end()),
    );
    expect(() => listRoutes(app)).toThrow(/non-string path/);
  });
});
