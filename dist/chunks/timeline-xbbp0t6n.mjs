import {
  OUT_OF_ORDER_SLACK_MS2,
  toTimelineEvent2,
  appendTimelineEvent2,
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-23agv24a.mjs";
import"./main-h40yfvv5.mjs";
import"./main-0g32szj4.mjs";
import"./main-j21phvq0.mjs";
import"./main-dcfvwra1.mjs";
import"./main-svw52f41.mjs";
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
