import { describe, expect, it } from "vitest";
import { isBot } from "./bot-detection.ts";
import { deviceTypeOf } from "./device-type.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe("isBot", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
    ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true],
    ["Yandex", "Mozilla/5.0 (compatible; YandexBot/3.0)", true],
    ["Facebook preview", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", true],
    ["WhatsApp preview", "WhatsApp/2.23.20.0", true],
    ["AhrefsBot", "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)", true],
    ["a generic crawler", "SomeCrawler/1.0", true],
    ["Chrome", CHROME, false],
    ["Safari on iPhone", IPHONE, false],
    ["Firefox", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0", false],
    ["a Cubot phone (bot inside a word)", "Mozilla/5.0 (Linux; Android 10; CUBOT X30) Mobile", false],
    ["no user agent", "", false],
    ["undefined", undefined, false],
  ])("%s -> %s", (_, userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });
});

describe("deviceTypeOf", () => {
  it.each([
    [IPHONE, "mobile"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari", "mobile"],
    [CHROME, "desktop"],
    ["", "desktop"],
    [null, "desktop"],
  ])("%s -> %s", (userAgent, expected) => {
    expect(deviceTypeOf(userAgent)).toBe(expected);
  });
});
