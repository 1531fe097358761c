// One skill, as the real client runs it: the scripted model invokes the skill with the Skill
// tool, then runs the skill's own bash blocks (from the committed SKILL.md, fill-ins written in)
// one Bash call each, then says DONE. The test reads each block's output from the tool result the
// client sent back.
import { gitWorld } from "../../helpers/world.ts";
import { bashBlocks, fill } from "../../helpers/skill-blocks.ts";
import { runClaude, type ClaudeRun } from "./claude.ts";
import { textOf, type Reply, type Step } from "./messages-api.ts";

export const GIT_BRANCH = "feature/login";
export const BRANCH = "feature-login";

/** A temporary HOME (state in $HOME/.gstack) and a git repo with an origin, on GIT_BRANCH. */
export function world() {
  return gitWorld(GIT_BRANCH);
}
export type World = ReturnType<typeof world>;

/** Output of an earlier block of the same run, found by a test on the block's text. */
export type Prev = (when: (block: string) => boolean) => string;

/** What the scripted model does with one bash block: run it (with fill-ins), or pass it by. */
export interface Handler {
  when: (block: string) => boolean;
  fills?: (prev: Prev) => Record<string, string>;
  skip?: string;
}

export interface BlockOut {
  block: string;
  step: number;
  text: string;
  isError: boolean;
}
export interface SkillRun {
  run: ClaudeRun;
  /** What the client gave the model when the skill was invoked (the Skill result and the text after it). */
  skillText: string;
  outs: BlockOut[];
  /** Output of the first block matching `when`; throws when it did not run. */
  out(when: (block: string) => boolean): string;
}

/** Blocks every skill has: preamble run, first-run questions passed by (no one to ask), finish. */
export function commonHandlers(skill: string, outcome = "success"): Handler[] {
  return [
    { when: (b) => b.includes(`gstack-preamble" --skill ${skill} `) },
    { when: (b) => b.includes('gstack-config" set telemetry'), skip: "first-run question: headless, no one to ask" },
    { when: (b) => b.includes('"type":"operational"'), skip: "optional: nothing lasting learned" },
    { when: (b) => b.includes('gstack-preamble" --finish'), fills: () => ({ OUTCOME: outcome }) },
  ];
}

export interface SkillOptions {
  prompt?: string;
  /** Tool calls after the skill's blocks (e.g. the command a safety hook must stop). */
  after?: Step[];
  /** Leave the common handlers out (e.g. to run no finish block). */
  noCommon?: boolean;
  allowedTools?: string[];
  env?: NodeJS.ProcessEnv;
}

export async function runSkill(
  w: World,
  skill: string,
  handlers: Handler[],
  opts: SkillOptions = {},
): Promise<SkillRun> {
  const all = [...handlers, ...(opts.noCommon ? [] : commonHandlers(skill))];
  const plan: { block: string; handler: Handler }[] = [];
  for (const block of bashBlocks(skill)) {
    const handler = all.find((h) => h.when(block));
    if (!handler) throw new Error(`${skill}: no handler for this block:\n${block}`);
    if (!handler.skip) plan.push({ block, handler });
  }
  // Step 0 invokes the skill; block i is step i + 1.
  const script: Step[] = [
    { tool: "Skill", input: { skill } },
    ...plan.map(
      ({ block, handler }, i): Step =>
        (turn) => {
          const prev: Prev = (when) => {
            const j = plan.findIndex((p) => when(p.block));
            if (j < 0 || j >= i) throw new Error(`no earlier block of ${skill} matches`);
            return turn.results[j + 1] ?? "";
          };
          const command = fill(block, handler.fills?.(prev) ?? {});
          return {
            tool: "Bash",
            input: { command, description: `${skill}: block ${i + 1} of ${plan.length}` },
          } satisfies Reply;
        },
    ),
    ...(opts.after ?? []),
  ];
  const run = await runClaude({
    cwd: w.repo,
    env: { ...w.env, ...opts.env },
    prompt: opts.prompt ?? `Use the ${skill} skill for this repository.`,
    script,
    allowedTools: opts.allowedTools,
  });
  const outs = plan.map(({ block }, i) => {
    const r = run.result(i + 1);
    return { block, step: i + 1, text: textOf(r?.content), isError: r?.is_error === true };
  });
  const last = run.main[run.main.length - 1];
  const skillText = last ? skillTextOf(last.messages) : "";
  return {
    run,
    skillText,
    outs,
    out: (when) => {
      const o = outs.find((x) => when(x.block));
      if (!o || run.result(o.step) === undefined)
        throw new Error(`${skill}: the block did not run\n${run.stdout.slice(0, 800)}\n${run.stderr.slice(0, 800)}`);
      return o.text;
    },
  };
}

/** Text the client put into the conversation between the Skill call and the next model turn. */
function skillTextOf(messages: { role: string; content: unknown }[]): string {
  const i = messages.findIndex((m) => m.role === "assistant" && JSON.stringify(m.content).includes('"toolu_0"'));
  if (i < 0) return "";
  const parts: string[] = [];
  for (const m of messages.slice(i + 1)) {
    if (m.role === "assistant") break;
    parts.push(typeof m.content === "string" ? m.content : textOf(m.content as never));
  }
  return parts.join("\n");
}
