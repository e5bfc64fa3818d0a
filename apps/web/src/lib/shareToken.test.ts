import { describe, expect, it } from 'vitest';
import { crewOfToken, forgetPlayerLink, getShareToken, looksLikeShareToken, rememberCrewOf, rememberedPlayerToken, setShareToken, tokenFromHash } from './shareToken';

const TOKEN = 'abcdefghijklmnop_QRS-123';

describe('share token', () => {
  it('keeps the token for the tab and remembers the link on the device', () => {
    setShareToken(TOKEN);
    expect(getShareToken()).toBe(TOKEN);
    expect(rememberedPlayerToken()).toBe(TOKEN);
    expect(crewOfToken(TOKEN)).toBeNull();
    rememberCrewOf(TOKEN, 'crew-1');
    expect(crewOfToken(TOKEN)).toBe('crew-1');
    setShareToken(TOKEN); // opening the same link again keeps its crew
    expect(crewOfToken(TOKEN)).toBe('crew-1');
    forgetPlayerLink();
    expect(getShareToken()).toBeNull();
    expect(rememberedPlayerToken()).toBeNull();
  });

  it('accepts only what looks like a token', () => {
    expect(looksLikeShareToken(TOKEN)).toBe(true);
    expect(looksLikeShareToken('short')).toBe(false);
    expect(looksLikeShareToken('with space and more than 16')).toBe(false);
    setShareToken('<script>');
    expect(getShareToken()).toBeNull();
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#token=x')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });
});
