import { describe, expect, it } from 'vitest';
import { descriptionHtml, descriptionText } from './sanitise';

describe('description HTML (Model: descriptions may hold HTML and footnote markers)', () => {
  it('keeps text formatting, lists and footnote markers', () => {
    const html =
      '<p>From <strong>$39,990</strong> drive away<sup>1</sup>*</p><ul><li>5 year warranty^</li></ul>';
    expect(descriptionHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and their text, and every event handler and class', () => {
    expect(
      descriptionHtml(
        '<p class="x" onclick="steal()">Sale<script>alert(1)</script><style>p{}</style></p><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Sale</p>');
  });

  it('keeps the text of a tag off the list', () => {
    expect(descriptionHtml('<div><span style="color:red">Runout</span> sale</div>')).toBe(
      'Runout sale',
    );
  });

  it('keeps http(s), mailto and tel links, opening beside the page, and drops javascript: ones', () => {
    expect(descriptionHtml('<a href="https://kia.example/ev6" target="_top">EV6</a>')).toBe(
      '<a href="https://kia.example/ev6" target="_blank" rel="noopener noreferrer">EV6</a>',
    );
    expect(descriptionHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(descriptionHtml('<a href="//evil.example">x</a>')).not.toContain('evil');
  });
});

describe('description text', () => {
  it('is the words without markup, spaces collapsed, characters as written', () => {
    expect(
      descriptionText('<p>Fish &amp; chips <b>&lt;3</b></p>\n<p>Terms^ &amp;lt; apply</p>'),
    ).toBe('Fish & chips <3 Terms^ &lt; apply');
    expect(descriptionText('<p>Sale<script>alert(1)</script></p>')).toBe('Sale');
  });

  it('parts blocks with a space and leaves footnote markers to the whole text', () => {
    expect(
      descriptionText(
        '<p>From $39,990.<sup>1</sup></p><p>Every one</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('From $39,990. Every one a b');
  });
});
