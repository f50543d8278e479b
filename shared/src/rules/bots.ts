// Crawlers and link-preview agents (SPEC §8): the browser shows them no error page, and the server that
// serves the HTML gives them an obituary's preview tags.
export const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|whatsapp|telegrambot|discordbot|skypeuripreview|slackbot|twitterbot|linkedinbot|applebot|redditbot|iframely|mastodon|lighthouse-bot|headlesschrome-bot/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && BOT_PATTERN.test(userAgent as string);
}
