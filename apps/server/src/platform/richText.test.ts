import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText.js';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html = '<h2>Title</h2><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and frames with their content', () => {
    const dirty =
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror="alert(2)"></p><style>p{}</style><iframe src="//e"></iframe>';
    expect(sanitizeRichText(dirty)).toBe('<p>a</p>');
  });

  it('keeps http links, opening apart, and refuses javascript: links', () => {
    expect(sanitizeRichText('<a href="https://hko.gov.hk">HKO</a>')).toBe(
      '<a href="https://hko.gov.hk" target="_blank" rel="noopener noreferrer nofollow">HKO</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
