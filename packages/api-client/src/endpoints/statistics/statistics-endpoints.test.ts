import { afterEach, describe, expect, it } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { getStatistics, statisticsQueryOptions, type Statistics } from "./statistics.ts";
import { getSharedStatistics, sharedStatisticsQueryOptions, shareStatistics } from "./statistics-share.ts";

afterEach(() => resetApiClient());

const statistics: Statistics = {
  currencyCode: "EUR",
  bets: { count: 2, amount: 3 },
  wins: { count: 1, amount: 5 },
  biggestWin: { amount: 5, gameSlug: "g", gameName: "G", at: "2026-03-10T12:00:00.000Z" },
  favouriteGame: { slug: "g", name: "G", rounds: 2 },
  sessions: 1,
};

describe("statistics endpoints", () => {
  it.each([
    ["getStatistics", () => getStatistics(), "GET", "/api/user/statistics", statistics],
    ["shareStatistics", () => shareStatistics(), "POST", "/api/user/statistics/share", { token: "t/1", path: "/api/core/casino/statistics/t" }],
    ["getSharedStatistics", () => getSharedStatistics("t/1"), "GET", "/api/core/casino/statistics/t%2F1", { nickname: null, statistics, sharedAt: "x" }],
  ])("%s calls its method and path", async (_name, call, method, path, data) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    expect(await call()).toEqual(data);
    expect(fake.last()).toMatchObject({ method, url: `https://api.test${path}` });
  });

  it("keys the queries by the statistics entity", () => {
    expect(statisticsQueryOptions().queryKey).toEqual(["statistics"]);
    expect(sharedStatisticsQueryOptions("abc").queryKey).toEqual(["statistics", "shared", "abc"]);
  });
});
