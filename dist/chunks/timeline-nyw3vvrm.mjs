import {
  OUT_OF_ORDER_SLACK_MS2,
  toTimelineEvent2,
  appendTimelineEvent2,
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-tzz92tjh.mjs";
import"./main-820x1fq2.mjs";
import"./main-f7q2wh4f.mjs";
import"./main-k6ny11s1.mjs";
export {
  OUT_OF_ORDER_SLACK_MS2 as OUT_OF_ORDER_SLACK_MS,
  appendTimelineEvent2 as appendTimelineEvent,
  compactTimeline2 as compactTimeline,
  formatTimeline2 as formatTimeline,
  parseSince2 as parseSince,
  readTimeline2 as readTimeline,
  summarizeTimeline2 as summarizeTimeline,
  toTimelineEvent2 as toTimelineEvent
};
