import { describe, expect, it } from "vitest";
import { contextWords } from "../../lib/loader/context-words.ts";
import { tokenize } from "../../lib/loader/terms.ts";

const ctx = (text: string) => [...contextWords(text, (t) => tokenize(t))].sort();

describe("contextWords", () => {
  it("names the words of a prepositional phrase, stemmed as the scorer stems", () => {
    expect(ctx("keyword research for a yoga studio site in berlin")).toEqual(["berlin", "site", "studio", "yoga"]);
    expect(ctx("generate docstrings for this module")).toEqual(["modul"]);
  });

  it("ends a phrase at punctuation, a conjunction, a wh-word or 'to'", () => {
    expect(ctx("tests for the parser, then fix the lexer")).toEqual(["parser"]);
    expect(ctx("look at the logs and restart the worker")).toEqual(["log"]);
    expect(ctx("a script in bash to rotate keys")).toEqual(["bash"]);
    expect(ctx("the job in prod, why does it die")).toEqual(["prod"]);
  });

  it("leaves out a word the request also uses outside a phrase", () => {
    expect(ctx("test the parser, then tests for the lexer")).toEqual(["lexer"]);
  });

  it("does not count 'with' (the tool) or 'in parallel' (the manner) as context", () => {
    expect(ctx("lint my bash scripts with shellcheck")).toEqual([]);
    expect(ctx("fix these four bugs in parallel")).toEqual([]);
  });

  it("is empty for a request with no preposition", () => {
    expect(ctx("debug why the login page crashes")).toEqual([]);
    expect(ctx("")).toEqual([]);
  });
});
