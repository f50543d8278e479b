// Crawlers and link-preview agents get no error page: an error page indexed or shared as a preview would
// outlive the outage (SPEC §8). The error is logged instead.
const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|whatsapp|telegrambot|discordbot|skypeuripreview|lighthouse-bot|headlesschrome-bot/i;

export function isBot(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return BOT_PATTERN.test(userAgent);
}
