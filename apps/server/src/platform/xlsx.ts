import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export interface XlsxColumn<T> {
  header: string;
  width: number;
  value(row: T): string | number | Date | null;
}

/**
 * Streams an .xlsx file from chunks of rows: each row is committed as it is written, so memory
 * stays flat whatever the number of rows. Resolves immediately with the stream to send.
 */
export function streamXlsx<T>(
  sheetName: string,
  columns: XlsxColumn<T>[],
  chunks: AsyncIterable<T[]>,
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const chunk of chunks) {
        for (const row of chunk) sheet.addRow(columns.map((column) => column.value(row))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
