/** The CSV columns of an element: shared/csv-columns.ts (the web's import page lists them too). */
export { type CsvColumn, columnNamed, csvColumns } from '../../../shared/csv-columns';
