import {
  OUT_OF_ORDER_SLACK_MS2,
  validateTimelineEvent2,
  appendTimelineEvent2,
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-ankm78w0.mjs";
import"./main-b7m4k72b.mjs";
import"./main-6406zc9r.mjs";
import"./main-98xawz64.mjs";
import"./main-d58zdv6h.mjs";
import"./main-jsv1y7qe.mjs";
export {
  OUT_OF_ORDER_SLACK_MS2 as OUT_OF_ORDER_SLACK_MS,
  appendTimelineEvent2 as appendTimelineEvent,
  compactTimeline2 as compactTimeline,
  formatTimeline2 as formatTimeline,
  parseSince2 as parseSince,
  readTimeline2 as readTimeline,
  summarizeTimeline2 as summarizeTimeline,
  validateTimelineEvent2 as validateTimelineEvent
};
