import {
  OUT_OF_ORDER_SLACK_MS2,
  toTimelineEvent2,
  appendTimelineEvent2,
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-ggz9ejpf.mjs";
import"./main-2k9f78th.mjs";
import"./main-0fqepv0r.mjs";
import"./main-bvzd1swg.mjs";
import"./main-80erzbzw.mjs";
import"./main-r2cvhzy0.mjs";
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
