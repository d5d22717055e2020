/** Crawlers, link-preview fetchers and monitoring robots: they skip the geo-block and the cookie notice (spec §6). */
const BOT_PATTERN = new RegExp(
  [
    "bot[/;]", "\\bbot\\b", "robot", "\\+https?://", "crawl", "spider", "slurp", "mediapartners", "adsbot", "bingpreview", "facebookexternalhit",
    "facebookcatalog", "embedly", "quora link preview", "outbrain", "pinterest", "vkshare", "w3c_validator",
    "whatsapp", "telegrambot", "discordbot", "slackbot", "twitterbot", "linkedinbot", "skypeuripreview",
    "google-inspectiontool", "yandex", "baiduspider", "duckduckgo", "semrush", "ahrefs", "petalbot",
    "applebot", "prerender", "phantomjs", "uptimerobot", "pingdom",
  ].join("|"),
  "i",
);

export function isBot(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && BOT_PATTERN.test(userAgent as string);
}
