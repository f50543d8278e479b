/** @jest-environment node */
import { BOT_PATTERN, isBotUserAgent, parseId } from './index';
import { familyPaths } from './family-paths';

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

describe('familyPaths', () => {
  it('builds SPEC §7’s family calls, under a case or the arrangements of one', () => {
    expect(familyPaths.cases()).toBe('/api/family/cases');
    expect(familyPaths.tasks(7)).toBe('/api/family/cases/7/tasks');
    expect(familyPaths.moveTask(7, 3, 'COMPLETE')).toBe('/api/family/cases/7/tasks/3/status/COMPLETE');
    expect(familyPaths.wallComments(7, 'waiting')).toBe('/api/family/cases/7/memorial-wall/comments/waiting');
    expect(familyPaths.stockThemes()).toBe('/api/family/media/albums/stock/themes');
    expect(familyPaths.removeLine(7, 12)).toBe('/api/family/arrangements/7/items/12');
    expect(familyPaths.selector(4)).toBe('/api/family/arrangements/items/selectors/4');
    expect(familyPaths.statementTemplate(2)).toBe('/api/family/arrangements/statement/template/2');
    expect(familyPaths.gplItems()).toBe('/api/family/company/gpl/items');
  });

  it('encodes what a person can type or a link can carry: tokens and user ids', () => {
    expect(familyPaths.acceptInvitation('a/b?c')).toBe('/api/family/invitation/a%2Fb%3Fc/accept');
    expect(familyPaths.assignTask(7, 3, 'u 1')).toBe('/api/family/cases/7/tasks/3/assign/u%201');
  });
});
