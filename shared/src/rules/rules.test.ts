import { BOT_PATTERN, isBotUserAgent, parseId } from './index';

describe('parseId', () => {
  it('reads the contract’s id range: a whole number from 1 to 2³¹ − 1', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, null, '', 'abc', '0', '12a', '-3', '1.5', '01', '0x1', '1e3', ' 1', '2147483648', '99999999999'])('rejects %p', (raw) => {
    expect(parseId(raw)).toBeNull();
  });
});

describe('isBotUserAgent', () => {
  it('knows crawlers and link-preview agents, and not browsers', () => {
    for (const agent of ['Googlebot/2.1', 'facebookexternalhit/1.1', 'Twitterbot/1.0', 'Slackbot-LinkExpanding 1.0', 'WhatsApp/2.23', 'Discordbot/2.0']) {
      expect(isBotUserAgent(agent)).toBe(true);
    }
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
    expect(BOT_PATTERN.flags).toContain('i');
  });
});
