import {
  MAX_RECORD_BYTES2,
  encodeRecord2,
  appendRecord2,
  parseLine2,
  readRecords2,
  readTail2,
  compactRecords2,
  recoverCompaction2
} from "./main-m975rn9g.mjs";
export {
  MAX_RECORD_BYTES2 as MAX_RECORD_BYTES,
  appendRecord2 as appendRecord,
  compactRecords2 as compactRecords,
  encodeRecord2 as encodeRecord,
  parseLine2 as parseLine,
  readRecords2 as readRecords,
  readTail2 as readTail,
  recoverCompaction2 as recoverCompaction
};
