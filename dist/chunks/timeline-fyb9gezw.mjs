import {
  OUT_OF_ORDER_SLACK_MS2,
  toTimelineEvent2,
  appendTimelineEvent2,
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-7ddn7bc5.mjs";
import"./main-h40yfvv5.mjs";
import"./main-1a5pwhxr.mjs";
import"./main-wex1c43s.mjs";
import"./main-d58zdv6h.mjs";
import"./main-p840jxjg.mjs";
import"./main-9rhyjwv7.mjs";
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
