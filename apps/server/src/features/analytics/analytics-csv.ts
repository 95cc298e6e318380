import { analyticsTable, type AnalyticsAnswer } from '@studioportal/shared';

/**
 * A chart's table as a spreadsheet for Norwegian Excel, like the sponsor report: UTF-8 with a BOM,
 * ';' between fields (',' is the decimal mark), every field quoted, the same cells as the table on
 * screen (analyticsTable).
 */
function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(,\d+)?$/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function analyticsCsv(answer: AnalyticsAnswer): string {
  const table = analyticsTable(answer);
  return `\uFEFF${[table.header, ...table.rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

export const analyticsCsvFilename = (answer: AnalyticsAnswer) => `statistikk-${answer.chart}-${answer.from}-${answer.to}.csv`;
