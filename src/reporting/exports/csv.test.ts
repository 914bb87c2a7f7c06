import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.js";

describe("CSV cells", () => {
  it("quotes what would split a cell or a row, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(false)).toBe("false");
  });

  it("keeps a spreadsheet from running a cell as a formula (= + - @, tab, carriage return)", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1 201 555 0123")).toBe("'+1 201 555 0123");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    // Numbers are numbers: a negative one is not text to guard.
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends each row with CRLF (RFC 4180)", () => {
    expect(csvRow(["a", null, "b,c"])).toBe('a,,"b,c"\r\n');
  });
});
