import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/embedding.md's page reads the session's client token from the `proofbase-token` meta tag
// (filled by the merchant's server) or, the documented alternative, from a `#token=` link. The
// page as printed keeps the placeholder meta, so the link's token must win over it.
const doc = readFileSync("docs/embedding.md", "utf8");
const page = /```html\n([\s\S]*?)```/.exec(doc)![1]!;
const tokenLine = /^\s*const token = (.*);$/m.exec(page)![1]!;

/** The page's token expression, with `document` holding the page's (or `meta`'s) meta tag and the URL's fragment `hash`. */
function tokenOf(hash: string, meta = /<meta name="proofbase-token" content="([^"]*)"/.exec(page)?.[1]): string | null {
  const document = { querySelector: (selector: string) => (selector === "meta[name=proofbase-token]" && meta !== undefined ? { content: meta } : null) };
  return new Function("document", "location", `return ${tokenLine};`)(document, { hash }) as string | null;
}

describe("docs/embedding.md's page", () => {
  it("takes the token of a #token= link, even with the placeholder meta tag left in", () => {
    expect(tokenOf("#token=pbvs_fromthelink")).toBe("pbvs_fromthelink");
  });

  it("takes the token the server wrote into the meta tag when the link has none", () => {
    expect(tokenOf("", "pbvs_fromtheserver")).toBe("pbvs_fromtheserver");
  });
});
