// analyseUserImportFile: how the file was read (encoding, delimiter), its headers, first rows and the
// mapping the header names suggest.
import type { QueryResolvers } from '../generated/resolvers';
import { loadImportFile } from './importFile';
import { suggestMapping } from './mapping';

const PREVIEW_ROWS = 10;

export const analyseUserImportFile: QueryResolvers['analyseUserImportFile'] = async (_p, { fileId }, ctx) => {
  const file = await loadImportFile(ctx.db, ctx.viewer, fileId, 'fileId');
  return {
    fileId,
    fileName: file.fileName,
    format: file.format,
    encoding: file.encoding,
    delimiter: file.delimiter,
    headers: file.headers,
    previewRows: file.rows.slice(0, PREVIEW_ROWS),
    rowCount: file.rows.length,
    suggestedMapping: suggestMapping(file.headers),
  };
};
