import { describe, expect, it } from 'vitest';
import { findInText, replaceInText } from './text-matches.ts';

describe('find and replace in a text value', () => {
  it('when a plain text holds the string, then every place is found and replaced, case as typed', () => {
    expect(findInText('Pay now. Pay later. pay', false, 'Pay')).toEqual({
      text: 'Pay now. Pay later. pay',
      ranges: [
        [0, 3],
        [9, 12],
      ],
    });
    expect(replaceInText('Pay now. Pay later. pay', false, 'Pay', 'Send')).toBe('Send now. Send later. pay');
    expect(replaceInText('Nothing here', false, 'Pay', 'Send')).toBeUndefined();
  });

  it('when a rich text holds the string in a link address, an attribute and a tag name, then only the read text changes', () => {
    const value = '<p>Read the <a href="https://old.example/old" title="old">old terms</a> &amp; old <b>rules</b></p>';
    expect(findInText(value, true, 'old')).toEqual({
      text: 'Read the old terms & old rules',
      ranges: [
        [9, 12],
        [21, 24],
      ],
    });
    expect(replaceInText(value, true, 'old', 'new')).toBe(
      '<p>Read the <a href="https://old.example/old" title="old">new terms</a> &amp; new <b>rules</b></p>',
    );
    expect(findInText('<p><b>bold</b></p>', true, 'b')).toEqual({ text: 'bold', ranges: [[0, 1]] });
    expect(replaceInText('<a href="https://x.example/old">Go</a>', true, 'old', 'new')).toBeUndefined();
  });

  it('when the string holds markup characters, then they are matched as text and written escaped', () => {
    const value = '<p>Fees &lt;5&gt; &amp; more</p>';
    expect(findInText(value, true, '<5> &').ranges).toEqual([[5, 10]]);
    expect(replaceInText(value, true, '<5>', '<b>6</b>')).toBe('<p>Fees &lt;b&gt;6&lt;/b&gt; &amp; more</p>');
  });
});
