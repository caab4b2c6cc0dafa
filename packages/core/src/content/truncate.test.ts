import { describe, expect, it } from 'vitest';
import { collapsedText, truncateDescription, truncateDisclaimer, truncateText } from './truncate';

const chars = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);

describe('description truncation', () => {
  it('a description of exactly 200 characters is not cut', () => {
    const text = chars(200);
    expect(truncateDescription(text)).toEqual({ text, truncated: false });
  });

  it('a description of 199 characters is not cut', () => {
    expect(truncateDescription(chars(199)).truncated).toBe(false);
  });

  it('a description of 201 characters is cut to 160 with View more', () => {
    const result = truncateDescription(chars(201));
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(chars(160));
    expect(result.text).toHaveLength(160);
  });

  it('an empty or absent description is not cut', () => {
    expect(truncateDescription('')).toEqual({ text: '', truncated: false });
    expect(truncateDescription(null)).toEqual({ text: '', truncated: false });
    expect(truncateDescription(undefined)).toEqual({ text: '', truncated: false });
  });

  it('a description cut does not split a surrogate pair at character 160', () => {
    // 159 letters, then an emoji occupying units 159 and 160, then filler past 200.
    const text = `${chars(159)}🚗${chars(60)}`;
    const result = truncateDescription(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(chars(159));
  });

  it('a description cut keeps a whole emoji that ends exactly at character 160', () => {
    const text = `${chars(158)}🚗${chars(60)}`;
    expect(truncateDescription(text).text).toBe(`${chars(158)}🚗`);
  });
});

describe('disclaimer truncation', () => {
  it('a disclaimer of exactly 200 characters is not cut', () => {
    const text = chars(200);
    expect(truncateDisclaimer(text)).toEqual({ text, truncated: false });
  });

  it('a disclaimer of 201 characters is cut to 200', () => {
    const result = truncateDisclaimer(chars(201));
    expect(result).toEqual({ text: chars(200), truncated: true });
  });

  it('a disclaimer cut does not split a surrogate pair at character 200', () => {
    const text = `${chars(199)}🚗${chars(10)}`;
    expect(truncateDisclaimer(text)).toEqual({ text: chars(199), truncated: true });
  });
});

describe('truncate text', () => {
  it('truncate text cuts only past the threshold and to the given length', () => {
    expect(truncateText('abcdef', 5, 3)).toEqual({ text: 'abc', truncated: true });
    expect(truncateText('abcde', 5, 3)).toEqual({ text: 'abcde', truncated: false });
  });
});

describe('a cut text while collapsed', () => {
  it('shows the cut part and an ellipsis, and a text not cut whole', () => {
    expect(collapsedText(truncateDescription(`${chars(159)} ${chars(100)}`))).toBe(
      `${chars(159)}…`,
    );
    expect(collapsedText(truncateDescription(chars(20)))).toBe(chars(20));
  });
});
