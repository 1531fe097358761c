import { describe, expect, it } from "vitest";
import { cutAtSection, mergeSections } from "../../lib/loader/sections.ts";

describe("mergeSections", () => {
  const parent =
    "Intro.\n\n# Title\n\n## A\n\na\n\n### A.1\n\na1\n\n## B\n\n```md\n## not a heading\n```\n\n## C\n\nc\n";

  it("replaces a section with its subsections and appends new sections", () => {
    const r = { replaced: 0, added: 0 };
    const out = mergeSections(parent, "## A\n\nnew a\n\n## D\n\nd\n", r);
    expect(out).toBe(
      "Intro.\n\n# Title\n\n## A\n\nnew a\n\n## B\n\n```md\n## not a heading\n```\n\n## C\n\nc\n\n## D\n\nd\n",
    );
    expect(r).toEqual({ replaced: 1, added: 1 });
  });

  it("matches headings by level and text, case and spacing aside; ignores headings in code fences", () => {
    expect(mergeSections(parent, "##   b  \n\nnew b\n")).toContain("##   b  \n\nnew b\n\n## C");
    expect(mergeSections(parent, "## not a heading\n\nx\n")).toMatch(/```\n\n## C\n\nc\n\n## not a heading\n\nx\n$/);
    expect(mergeSections(parent, "### A\n\nx\n")).toMatch(/### A\n\nx\n$/); // other level: a new section
  });

  it("a child preamble replaces the parent's; an empty child keeps the parent as is", () => {
    expect(mergeSections(parent, "Child intro.\n")).toMatch(/^Child intro\.\n\n# Title/);
    expect(mergeSections(parent, "")).toBe(parent);
  });

  it("subsections of a new child section can still replace parent sections", () => {
    const out = mergeSections(parent, "# Child\n\nwrap\n\n## C\n\nnew c\n");
    expect(out).toMatch(/## C\n\nnew c\n\n# Child\n\nwrap\n$/);
  });
});

describe("cutAtSection", () => {
  it("keeps whole sections up to the limit; headings inside code fences are not boundaries", () => {
    const md = "Intro.\n\n## One\nfirst\n\n```md\n## not a heading\n```\n\n## Two\nsecond section text\n";
    expect(cutAtSection(md, md.length)).toBe(md);
    expect(cutAtSection(md, md.indexOf("## Two") + 3)).toBe(md.slice(0, md.indexOf("## Two")));
    // Inside the fence: the last paragraph end before it keeps more than twice the section start.
    expect(cutAtSection(md, md.indexOf("## not") + 5)).toBe("Intro.\n\n## One\nfirst\n");
    expect(cutAtSection("one long paragraph without breaks", 10)).toBeUndefined();
  });

  it("falls back to a paragraph boundary when the first section boundary keeps far less", () => {
    const md = `Intro.\n\n## Big\n${"a".repeat(100)}\n\n${"b".repeat(100)}\n\n${"c".repeat(100)}\n`;
    const cut = cutAtSection(md, 250)!;
    expect(cut.length).toBeGreaterThan(200);
    expect(cut.length).toBeLessThanOrEqual(250);
    expect(cut.endsWith("\n")).toBe(true);
  });
});
