export * from './result.ts';
export * from './card.ts';
export * from './seat.ts';
export * from './cardset.ts';
export * from './hand.ts';
export * from './deal.ts';
export * from './random.ts';
export * from './evaluate.ts';
export * from './call.ts';
export * from './auction.ts';
export * from './play.ts';
export * from './score.ts';
export * from './record.ts';
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
export * from './game.ts';
export * from './view.ts';
export * from './lin.ts';
export * from './pbn.ts';
export * from './dd/index.ts';
