import { describe, expect, it, vi } from 'vitest';
import {
  createClientErrorReporter,
  escapeReportText,
  MAX_REPORT_FIELD_LENGTH,
  toClientErrorReport,
  type ClientErrorReport,
} from './client-error-reporter';

describe('escapeReportText (access spec §7: angle brackets and braces escaped, trimmed)', () => {
  it('escapes < > { } and trims surrounding white space', () => {
    expect(escapeReportText('  <script>alert({a: 1})</script>\n')).toBe(
      '&lt;script&gt;alert(&#123;a: 1&#125;)&lt;/script&gt;',
    );
  });
  it('leaves other characters alone', () => {
    expect(escapeReportText("TypeError: can't read 'x' of undefined & more")).toBe(
      "TypeError: can't read 'x' of undefined & more",
    );
  });
  it('caps a runaway text', () => {
    expect(escapeReportText('a'.repeat(MAX_REPORT_FIELD_LENGTH + 50))).toHaveLength(MAX_REPORT_FIELD_LENGTH);
  });
});

describe('toClientErrorReport', () => {
  it('sends Message, Stack and UserAgent, each escaped', () => {
    const error = new Error('bad <value>');
    error.stack = 'Error: bad <value>\n    at f (app.js:1:2)';
    expect(toClientErrorReport(error, 'Agent {1}')).toEqual({
      Message: 'Error: bad &lt;value&gt;',
      Stack: 'Error: bad &lt;value&gt;\n    at f (app.js:1:2)',
      UserAgent: 'Agent &#123;1&#125;',
    });
  });
  it('reports a rejected non-Error value readably', () => {
    expect(toClientErrorReport({ code: 7 }, 'ua').Message).toBe('&#123;"code":7&#125;');
  });
});

describe('createClientErrorReporter (identical reports sent once only)', () => {
  it('when the same error is reported twice, then it is sent once', () => {
    const send = vi.fn((_: ClientErrorReport) => Promise.resolve());
    const reporter = createClientErrorReporter(send, { userAgent: 'ua' });
    const error = new Error('boom');
    expect(reporter.report(error)).toBe(true);
    expect(reporter.report(error)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('when two different errors are reported, then both are sent', () => {
    const send = vi.fn((_: ClientErrorReport) => Promise.resolve());
    const reporter = createClientErrorReporter(send, { userAgent: 'ua' });
    reporter.report(new Error('one'));
    reporter.report(new Error('two'));
    expect(send.mock.calls.map(([r]) => r.Message)).toEqual(['Error: one', 'Error: two']);
  });
  it('when sending fails, then the failure is only logged', async () => {
    const log = vi.fn();
    const reporter = createClientErrorReporter(() => Promise.reject(new Error('offline')), { userAgent: 'ua', log });
    reporter.report(new Error('boom'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Client error report could not be sent: Error: boom'));
  });
});
