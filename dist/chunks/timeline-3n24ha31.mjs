import {
  OUT_OF_ORDER_SLACK_MS2,
  validateTimelineEvent2,
  appendTimelineEvent2,
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-7sm2mtrp.mjs";
import"./main-8wc8d24a.mjs";
import"./main-818ycwpf.mjs";
import"./main-ysz1xvy2.mjs";
import"./main-d58zdv6h.mjs";
import"./main-bjhxdhw3.mjs";
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
