// The concept groups of lib/loader/concepts.ts: the lazily stemmed table gives what stemming every
// group up front gives, and the premise it rests on holds for every word.
import { describe, expect, it } from "vitest";
import { concepts, GROUPS, IDIOMS, impliedTasks } from "../../lib/loader/concepts.ts";
import { stem } from "../../lib/loader/terms.ts";

/** The table built the plain way: every group stemmed, each stem to the other stems of its groups. */
function eager(): Map<string, string[]> {
  const t = new Map<string, Set<string>>();
  for (const g of GROUPS) {
    const stems = [...new Set(g.split(" ").map(stem))];
    for (const s of stems) {
      const into = t.get(s) ?? new Set<string>();
      for (const o of stems) if (o !== s) into.add(o);
      t.set(s, into);
    }
  }
  return new Map([...t].map(([k, v]) => [k, [...v].sort()]));
}

describe("concepts", () => {
  it("every group word's stem keeps the word's first three letters (what the lazy lookup relies on)", () => {
    for (const w of GROUPS.flatMap((g) => g.split(" "))) expect(stem(w).slice(0, 3), w).toBe(w.slice(0, 3));
  });

  it("related() equals the eagerly built table for every stem, and is empty for a word in no group", () => {
    const table = eager();
    const c = concepts(stem);
    for (const [s, rel] of table) expect(c.related(s), s).toEqual(rel);
    for (const s of ["zebra", "a", "", "qu", "debugg"]) expect(c.related(s)).toEqual(table.get(s) ?? []);
    // Asked again, in any order: the same answer.
    expect(concepts(stem).related("bug")).toEqual(table.get("bug"));
    expect(c.related("crash")).toEqual(table.get("crash"));
  });

  it("a request stem finds the other words of its groups, and the task words are stems", () => {
    const c = concepts(stem);
    expect(c.related(stem("slides"))).toContain(stem("presentation"));
    expect(c.related(stem("hangs"))).toContain("debug");
    expect(c.tasks.has(stem("debugging"))).toBe(true);
    expect(c.tasks.has(stem("slides"))).toBe(false);
  });
});

describe("impliedTasks", () => {
  it("lists forms only for an idiom's first word (the matcher reads the rest as fixed words)", () => {
    for (const [phrase] of IDIOMS) expect(phrase.split(" ").slice(1).join(" "), phrase).not.toContain("|");
  });

  it("says the task word of each idiom a text uses, with spaces or a hyphen, in any case", () => {
    expect(impliedTasks("can someone Look  over my changes")).toBe(" review");
    expect(impliedTasks("double-check it, then Double check again")).toBe(" verify verify");
    expect(impliedTasks("dig into the root cause")).toBe(" debug debug");
    expect(impliedTasks("red green refactor for the parser")).toBe(" tdd test");
    expect(impliedTasks("red/green/refactor on the parser")).toBe(" tdd test");
  });

  it("a phrasal verb in any of its listed forms, with a pronoun between verb and particle", () => {
    expect(impliedTasks("some customers get charged twice, track it down")).toBe(" debug");
    expect(impliedTasks("get it looked over before I open the PR")).toBe(" review");
    expect(impliedTasks("can we kick it around first")).toBe(" brainstorm");
    expect(impliedTasks("OrderService is 900 lines, break it up")).toBe(" refactor");
    expect(impliedTasks("wrap up this branch; another pair of eyes on it first")).toBe(" review finish");
    expect(impliedTasks("what's causing the deadlock? walk me through it")).toBe(" debug explain");
    expect(impliedTasks("add a rate limiter, tests first please")).toBe(" tdd test driven");
    expect(impliedTasks("glance over it; no one has a clue why; handing over the pager")).toBe(" review debug handoff");
    expect(impliedTasks("pods keep restarting, what's going on? fix them at once")).toBe(" debug parallel");
    expect(impliedTasks("A/B test the new button; a half-baked idea")).toBe(" brainstorm ab");
    expect(impliedTasks("let's bounce some ideas around; build me a skill for it")).toBe(" create skill brainstorm"); // in table order
    expect(impliedTasks("need a separate checkout; reviewer says the lock is wrong")).toBe(" worktree feedback");
    expect(impliedTasks("are you sure? prove it. and I don't know why user A sees someone else's invoice")).toBe(
      " debug verify verify idor",
    );
    // Only a pronoun may stand between: "track the parcel down" is not an idiom.
    expect(impliedTasks("track the parcel down")).toBe("");
  });

  it("says debug once for a negated verb of the software, never for the speaker's", () => {
    expect(impliedTasks("the view doesn't redraw when the model changes")).toBe(" debug");
    expect(impliedTasks("slash commands don't show up, and the bot never answers")).toBe(" debug");
    expect(impliedTasks("the SKILL.md never seems to get picked up")).toBe(" debug");
    expect(impliedTasks("I don't know how to make slides")).toBe("");
    expect(impliedTasks("please don't touch the tests")).toBe("");
    expect(impliedTasks("don't add comments")).toBe(""); // an instruction: no subject
    expect(impliedTasks("this module doesn't need tests")).toBe(""); // wanting, not a fault
  });

  it("says debug once for the name of an error class in a pasted message", () => {
    expect(impliedTasks("TypeError: Cannot read properties of undefined")).toBe(" debug");
    expect(impliedTasks("KeyError in the loader, and a NullPointerException too")).toBe(" debug");
    expect(impliedTasks("error handling for the form")).toBe(""); // the word itself names no class
    expect(impliedTasks("an exception list")).toBe("");
  });

  it("reads a Word document as docx, organic traffic as seo, co-op as multiplayer", () => {
    expect(impliedTasks("turn these notes into a word doc with headings")).toBe(" docx");
    expect(impliedTasks("organic traffic fell by a third")).toBe(" seo");
    expect(impliedTasks("adding online co-op to my platformer")).toBe(" multiplayer");
    expect(impliedTasks("a word of warning about the docs")).toBe("");
  });

  it("says feedback once for someone else's opinion of the work", () => {
    expect(impliedTasks("my colleague says to swap the mutex for a spinlock")).toBe(" feedback");
    expect(impliedTasks("lead thinks my memoization is wrong, the bot suggested a singleton")).toBe(" feedback");
    expect(impliedTasks("the reviewer left notes; reviewer wants a rename")).toBe(" feedback"); // once, with the idiom
    expect(impliedTasks("lead generation form for the landing page")).toBe("");
    expect(impliedTasks("a senior, says the job ad")).toBe(""); // not side by side
  });

  it("says sql query for a pasted SQL statement, by its keywords in capitals", () => {
    expect(impliedTasks("takes 9 s: SELECT id FROM orders JOIN users ON ...")).toBe(" sql query");
    expect(impliedTasks("UPDATE accounts SET plan = 'pro' is slow")).toBe(" sql query");
    expect(impliedTasks("EXPLAIN shows a seq scan on events")).toBe(" sql query sql query");
    expect(impliedTasks("select the rows from the sheet where the total is empty")).toBe("");
  });

  it("an idiom's words join across spaces and hyphens only, a negation and its subject across spaces", () => {
    expect(impliedTasks("look, over there")).toBe("");
    expect(impliedTasks("double-check it; look -- over")).toBe(" review verify");
    expect(impliedTasks("that's it, never again")).toBe("");
    expect(impliedTasks("that's it - never again")).toBe("");
    expect(impliedTasks("the build never finishes")).toBe(" debug");
  });

  it("only whole words: no idiom inside another word, none in plain text", () => {
    expect(impliedTasks("lookover the overdig; a carry-outs list")).toBe("");
    expect(impliedTasks("format the dates")).toBe("");
    expect(impliedTasks("")).toBe("");
  });
});
