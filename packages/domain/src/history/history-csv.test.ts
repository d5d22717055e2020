import { describe, expect, it } from "vitest";
import { CSV_BOM, csvAmount, csvCell, historyCsvFileName, toCsv } from "./history-csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["Überweisung à Zürich", "Überweisung à Zürich"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["cr\r\nlf", '"cr\r\nlf"'],
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+49 170", "'+49 170"],
    ["-cmd", "'-cmd"],
    ["@import", "'@import"],
    ["\t=1", "'\t=1"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ["-5.00", "-5.00"],
    ["12.50", "12.50"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [-5, "-5"],
    [0.5, "0.5"],
    [Number.NaN, ""],
  ] as const)("%j -> %j", (value, expected) => expect(csvCell(value)).toBe(expected));
});

describe("toCsv", () => {
  it("starts with a BOM and ends every line with CRLF", () => {
    expect(toCsv(["Date", "Amount"], [["2026-11-22", "10.00"], ["2026-11-21", "a,b"]])).toBe(
      `${CSV_BOM}Date,Amount\r\n2026-11-22,10.00\r\n2026-11-21,"a,b"\r\n`,
    );
  });
  it("writes the header alone when there are no rows", () => {
    expect(toCsv(["Date"], [])).toBe(`${CSV_BOM}Date\r\n`);
  });
});

describe("csvAmount", () => {
  it.each([
    [100, 2, "100.00"],
    [12.345, 2, "12.35"],
    [0.0000001, 8, "0.00000010"],
    [1.5, 8, "1.50000000"],
  ] as const)("%d with %i decimals -> %s", (amount, decimals, expected) => expect(csvAmount(amount, decimals)).toBe(expected));
});

describe("historyCsvFileName", () => {
  it.each([
    ["transactions", {}, "transactions_all_2026-11-22.csv"],
    ["transactions", { from: "2026-11-01", to: "2026-11-15" }, "transactions_2026-11-01_2026-11-15.csv"],
    ["casino", { from: "2026-11-01" }, "casino-history_2026-11-01_2026-11-22.csv"],
  ] as const)("%s %j -> %s", (view, range, expected) => expect(historyCsvFileName(view, range, "2026-11-22")).toBe(expected));
});
