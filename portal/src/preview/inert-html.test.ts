import { describe, expect, it } from 'vitest';
import { disarmHandlers } from './inert-html';

describe('disarmHandlers', () => {
  it('renames handler attributes wherever the tokenizer starts an attribute name', () => {
    expect(disarmHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x data-disarmed-onerror=alert(1)>');
    expect(disarmHandlers('<img src="x"onerror="alert(1)">')).toBe('<img src="x"data-disarmed-onerror="alert(1)">');
    expect(disarmHandlers('<svg/onload=alert(1)>')).toBe('<svg/data-disarmed-onload=alert(1)>');
    expect(disarmHandlers('<body\tONLOAD =x>')).toBe('<body\tdata-disarmed-ONLOAD =x>');
    expect(disarmHandlers('<img src=x onerror>')).toBe('<img src=x data-disarmed-onerror>');
  });

  it('leaves names that only contain "on", and plain text, alone', () => {
    expect(disarmHandlers('<a title=x data-on=1 button=2>Go on</a>')).toBe('<a title=x data-on=1 button=2>Go on</a>');
    expect(disarmHandlers('Rates go on sale')).toBe('Rates go on sale');
  });
});
