import {
  OUT_OF_ORDER_SLACK_MS2,
  validateTimelineEvent2,
  appendTimelineEvent2,
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-f02q6nq9.mjs";
import"./main-ff8p3bcj.mjs";
import"./main-m975rn9g.mjs";
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
