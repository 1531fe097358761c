import { describe, expect, it } from "vitest";
import { nameWords, quotedTerms, skillTerms, stem, TERMS_VERSION, termsOf, tokenize } from "../../lib/loader/terms.ts";
import { doc, memSkill } from "./fixture.ts";

const PPTX =
  'Use this skill any time a .pptx file is involved. This includes creating slide decks, pitch decks, or presentations. Trigger whenever the user mentions "deck," "slides," "presentation," or references a .pptx filename.';

describe("tokenize", () => {
  it("drops stop words, splits camelCase and paths, and stems both sides alike", () => {
    // A camelCase word is its parts, then itself.
    expect(tokenize("Please write the unit tests for renderPage, let's go")).toEqual([
      "write",
      "unit",
      "test",
      "render",
      "page",
      "renderpag",
      "go",
    ]);
    expect(tokenize("WordPress and JavaScript")).toEqual([
      "word",
      "press",
      "wordpress",
      "java",
      "script",
      "javascript",
    ]);
    expect(tokenize("src/components/Button.test.tsx")).toEqual(["src", "compon", "button", "test", "tsx"]);
    // A number's plural is the number; other words with digits stay as they are.
    expect(tokenize("502s and 404 from the k8s oauth2 setup")).toEqual(["502", "404", "k8s", "oauth2", "setup"]);
    for (const [a, b] of [
      ["writing", "write"],
      ["tests", "testing"],
      ["deployment", "deploy"],
      ["fixes", "fix"],
      ["running", "run"],
      ["migration", "migrate"],
      ["libraries", "library"],
      ["debugging", "debug"],
      ["presentations", "presentation"],
    ]) {
      expect(stem(a!)).toBe(stem(b!));
    }
  });
});

describe("quotedTerms", () => {
  it("reads the quoted trigger words of a description, not apostrophes", () => {
    expect(quotedTerms(PPTX)).toEqual(["deck", "slides", "presentation"]);
    expect(quotedTerms("Applies Anthropic's brand colors; don't use it for 'Word doc' files or `gif` exports")).toEqual(
      ["Word doc", "gif"],
    );
  });
});

describe("skillTerms", () => {
  it("stems the name, the description with when_to_use, quoted terms and trigger phrases", async () => {
    const skill = await memSkill(
      doc(
        `name: slide-decks\ndescription: ${JSON.stringify(PPTX)}\nwhen_to_use: Pitch meetings\ntriggers:\n  intents: ["build a deck", "build the deck"]\n  contexts: [keynote]`,
      ),
    );
    const t = skillTerms(skill);
    expect(t.v).toBe(TERMS_VERSION);
    expect(t.name).toEqual(["slide", "deck"]);
    expect(t.text.slice(-2)).toEqual(["pitch", "meet"]);
    expect(t.text).toEqual(tokenize(`${PPTX}\nPitch meetings`));
    expect(t.quoted).toEqual([["deck"], ["slide"], ["present"]]);
    // A phrase's distinct words, in order.
    expect(t.intents).toEqual([
      ["build", "deck"],
      ["build", "deck"],
    ]);
    expect(t.contexts).toEqual([["keynot"]]);
    expect(nameWords("systematic-debugging")).toEqual(["systemat", "debug"]);
  });

  it("termsOf keeps them on the skill and remakes those of another version", async () => {
    const skill = await memSkill(doc("name: a\ndescription: Review pull requests"));
    const first = termsOf(skill);
    expect(termsOf(skill)).toBe(first);
    skill.terms = { ...first, v: TERMS_VERSION + 1, text: ["stale"] };
    expect(termsOf(skill).text).toEqual(["review", "pull", "request"]);
  });

  it("tokenize still reads as TERMS_VERSION says: a change to it needs the version raised", () => {
    // Pinned output: if this fails because tokenize changed on purpose, raise TERMS_VERSION (indexes
    // written before then re-stem their skills) and update the expectation.
    expect(TERMS_VERSION).toBe(1);
    expect(tokenize("Let's debug the failing useEffect hook in 3 React files, then write tests")).toEqual([
      "debug",
      "fail",
      "effect",
      "useeffect",
      "hook",
      "3",
      "react",
      "file",
      "write",
      "test",
    ]);
  });
});
