// A scripted stand-in for the Anthropic Messages API, on 127.0.0.1 at a random port. The real
// Claude Code client talks to it through ANTHROPIC_BASE_URL. Each main-loop request (one that
// offers the Bash tool) gets the next step of the test's script, picked by how many assistant
// turns the conversation already has, so a retried request gets the same answer. Every request is
// recorded; anything the client asks that is not POST /v1/messages is logged and answered plainly.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One content block of a request message, as far as the tests read it. */
export interface Block {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: string | Block[];
  is_error?: boolean;
}
export interface Message {
  role: "user" | "assistant";
  content: string | Block[];
}
export interface MessagesBody {
  model?: string;
  stream?: boolean;
  system?: string | Block[];
  messages: Message[];
  tools?: { name: string; description?: string; input_schema?: unknown }[];
  max_tokens?: number;
}
export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  main: boolean;
}

/** What a step sees: the text of each earlier step's tool result, in order. */
export interface Turn {
  step: number;
  results: string[];
  body: MessagesBody;
}
export type Reply = { tool: string; input: Record<string, unknown> } | { text: string };
export type Step = Reply | ((turn: Turn) => Reply);

export interface StandIn {
  url: string;
  requests: Recorded[];
  /** Requests that were not POST /v1/messages, or could not be parsed: the client's extras. */
  unknown: Recorded[];
  close(): Promise<void>;
}

export const MODEL = "claude-sonnet-4-5";

/** The text of a block's content (tool results carry a string or a list of text blocks). */
export function textOf(content: string | Block[] | undefined): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content
    .map((b) => (b.type === "text" ? (b.text ?? "") : b.content !== undefined ? textOf(b.content) : ""))
    .join("\n");
}

/** Tool results of the conversation, in order, keyed by the scripted tool_use id `toolu_<step>`. */
export function toolResults(body: MessagesBody): Map<string, Block> {
  const out = new Map<string, Block>();
  for (const m of body.messages) {
    if (m.role !== "user" || typeof m.content === "string") continue;
    for (const b of m.content) if (b.type === "tool_result" && b.tool_use_id) out.set(b.tool_use_id, b);
  }
  return out;
}

/**
 * Text of the conversation's system-role messages: Claude Code 2.1.3xx puts the environment, the
 * skill listing and hook context ("UserPromptSubmit hook additional context: ...") there.
 */
export function systemText(body: MessagesBody): string {
  return body.messages
    .filter((m) => (m.role as string) === "system")
    .map((m) => textOf(m.content))
    .join("\n");
}

/** Text of every message of the conversation (the system prompt not included). */
export function conversationText(body: MessagesBody): string {
  return body.messages.map((m) => textOf(m.content)).join("\n");
}

const isMain = (b: MessagesBody) => Array.isArray(b.tools) && b.tools.some((t) => t.name === "Bash");

function sse(res: ServerResponse, events: Record<string, unknown>[]): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "close" });
  for (const e of events) res.write(`event: ${e.type as string}\ndata: ${JSON.stringify(e)}\n\n`);
  res.end();
}

function message(id: string, reply: Reply): { content: Record<string, unknown>[]; stop: string } {
  if ("text" in reply) return { content: [{ type: "text", text: reply.text }], stop: "end_turn" };
  return { content: [{ type: "tool_use", id, name: reply.tool, input: reply.input }], stop: "tool_use" };
}

function answer(res: ServerResponse, body: MessagesBody, reply: Reply, id: string, n: number): void {
  const { content, stop } = message(id, reply);
  const usage = { input_tokens: 100, output_tokens: 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  const msg = { id: `msg_${n}`, type: "message", role: "assistant", model: body.model ?? MODEL, stop_sequence: null };
  if (!body.stream) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ...msg, content, stop_reason: stop, usage }));
    return;
  }
  const events: Record<string, unknown>[] = [
    {
      type: "message_start",
      message: { ...msg, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } },
    },
  ];
  content.forEach((block, index) => {
    if (block.type === "text") {
      events.push({ type: "content_block_start", index, content_block: { type: "text", text: "" } });
      events.push({ type: "content_block_delta", index, delta: { type: "text_delta", text: block.text } });
    } else {
      events.push({ type: "content_block_start", index, content_block: { ...block, input: {} } });
      events.push({
        type: "content_block_delta",
        index,
        delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) },
      });
    }
    events.push({ type: "content_block_stop", index });
  });
  events.push({
    type: "message_delta",
    delta: { stop_reason: stop, stop_sequence: null },
    usage: { output_tokens: 20 },
  });
  events.push({ type: "message_stop" });
  sse(res, events);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolveBody(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Starts the stand-in. `script` answers the main loop; a step past its end answers "DONE." so the
 * client stops. Side requests (no Bash tool: titles, summaries, checks) get a short text.
 */
export async function startMessagesApi(script: Step[]): Promise<StandIn> {
  const requests: Recorded[] = [];
  const unknown: Recorded[] = [];
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req).catch(() => "");
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      /* kept as text */
    }
    const path = (req.url ?? "/").split("?")[0]!;
    const rec: Recorded = { method: req.method ?? "", path, headers: req.headers, body, main: false };
    requests.push(rec);
    n++;
    if (req.method === "POST" && path === "/v1/messages/count_tokens") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ input_tokens: Math.ceil(raw.length / 4) }));
      return;
    }
    if (
      req.method === "POST" &&
      path === "/v1/messages" &&
      body &&
      typeof body === "object" &&
      Array.isArray((body as MessagesBody).messages)
    ) {
      const b = body as MessagesBody;
      if (!isMain(b)) return answer(res, b, { text: "OK" }, `toolu_side_${n}`, n);
      rec.main = true;
      const step = b.messages.filter((m) => m.role === "assistant").length;
      const ids = toolResults(b);
      const results = Array.from({ length: step }, (_, i) => textOf(ids.get(`toolu_${i}`)?.content));
      const s = script[step];
      let reply: Reply;
      try {
        reply = s === undefined ? { text: "DONE." } : typeof s === "function" ? s({ step, results, body: b }) : s;
      } catch (e) {
        // A step that cannot be built (a result it needs is missing) ends the run; the test sees why.
        reply = { text: `SCRIPT ERROR at step ${step}: ${(e as Error).message}` };
      }
      return answer(res, b, reply, `toolu_${step}`, n);
    }
    unknown.push(rec);
    // The client's connectivity check (sent unless nonessential traffic is off).
    if ((req.method === "HEAD" || req.method === "GET") && path === "/api/hello") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(req.method === "GET" ? "{}" : undefined);
      return;
    }
    if (req.method === "GET" && path.startsWith("/v1/models")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          data: [{ type: "model", id: MODEL, display_name: "Stand-in", created_at: "2025-01-01T00:00:00Z" }],
          has_more: false,
          first_id: MODEL,
          last_id: MODEL,
        }),
      );
      return;
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        type: "error",
        error: { type: "not_found_error", message: `stand-in: no ${req.method} ${path}` },
      }),
    );
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unknown,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
