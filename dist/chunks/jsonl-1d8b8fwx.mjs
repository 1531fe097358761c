import {
  MAX_RECORD_BYTES2,
  encodeRecord2,
  appendRecord2,
  parseLines2,
  parseLine2,
  readRecords2,
  readTail2,
  scanRecords2,
  isRecordLine2,
  splitGlued2,
  scanLines2,
  quarantine2,
  compactRecords2,
  recoverCompaction2
} from "./main-k6ny11s1.mjs";
export {
  MAX_RECORD_BYTES2 as MAX_RECORD_BYTES,
  appendRecord2 as appendRecord,
  compactRecords2 as compactRecords,
  encodeRecord2 as encodeRecord,
  isRecordLine2 as isRecordLine,
  parseLine2 as parseLine,
  parseLines2 as parseLines,
  quarantine2 as quarantine,
  readRecords2 as readRecords,
  readTail2 as readTail,
  recoverCompaction2 as recoverCompaction,
  scanLines2 as scanLines,
  scanRecords2 as scanRecords,
  splitGlued2 as splitGlued
};
