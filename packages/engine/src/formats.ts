/**
 * The file formats (@tenace/engine/formats): PBN and LIN, written from deal records and read into
 * them, a whole file of boards at a time, with the errors and warnings of each board.
 */
export { formatPbn, parsePbn, type PbnGame, type PbnOptimum } from './pbn.ts';
export { HANDVIEWER_URL, formatLin, handviewerUrl, parseLin } from './lin.ts';
export { DEAL_FILE_FORMATS, detectFormat, parseDealFile, type DealFileFormat } from './deal-file.ts';
export {
  IMPORT_WARNING_CODES,
  settleRecord,
  type BoardWarning,
  type DealRecord,
  type ImportWarningCode,
  type RecordedCall,
  type StatedFacts,
} from './record.ts';
export {
  BOARD_ERROR_CODES,
  FILE_ERROR_CODES,
  boardWords,
  type BoardError,
  type BoardErrorCode,
  type BoardPlace,
  type FileErrorCode,
  type FileImport,
  type FileImportError,
  type ImportWarning,
} from './file-import.ts';
