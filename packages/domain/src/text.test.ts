import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, requiredText, text } from './text.ts';

describe('shared text schemas', () => {
  it('trims and bounds', () => {
    expect(text({ max: 5 }).parse('  abc  ')).toBe('abc');
    expect(text({ max: 5 }).safeParse('abcdef').error?.issues[0]?.message).toBe('Please keep this under 5 characters');
    expect(requiredText('Name is required').safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(requiredText('Name is required').safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
  });

  it('refuses control characters, NUL first among them', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'line\nbreak']) {
      expect(text().safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('keeps line breaks and tabs in multi-line fields only', () => {
    expect(text({ multiline: true }).parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(text({ multiline: true }).safeParse('a\u0000b').success).toBe(false);
    expect(requiredText('x', { multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });

  it('accepts every script and emoji', () => {
    expect(text().parse('Zoë Ørsted-Łukasz 山田 محمد 🙂')).toBe('Zoë Ørsted-Łukasz 山田 محمد 🙂');
  });
});
