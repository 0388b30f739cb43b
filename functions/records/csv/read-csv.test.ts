import { describe, expect, it } from 'vitest';
import { detectSeparator, readCsv } from './read-csv';

const read = (text: string, maxRows = 100) => readCsv(text, { maxRows });

describe('readCsv', () => {
  it('reads `;` with CRLF, a BOM and the start line of every row', () => {
    const csv = read('\uFEFFfirstname;lastname\r\nAna;Durand\r\nLéa;Martin\r\n');
    expect(csv.separator).toBe(';');
    expect(csv.header).toEqual(['firstname', 'lastname']);
    expect(csv.rows).toEqual([
      { line: 2, cells: ['Ana', 'Durand'] },
      { line: 3, cells: ['Léa', 'Martin'] },
    ]);
  });

  it('recognises `,` and tab when the header plainly uses them, and keeps `;` otherwise', () => {
    expect(read('a,b\n1,2').separator).toBe(',');
    expect(read('a,b\n1,2').rows[0]!.cells).toEqual(['1', '2']);
    expect(read('a\tb\n1\t2,5').rows[0]!.cells).toEqual(['1', '2,5']);
    expect(read('a\tb\n1\t2').separator).toBe('\t');
    // A header with `;` is `;`, whatever its cells hold; commas inside quotes do not count.
    expect(read('a;b,c\n1;2').separator).toBe(';');
    expect(detectSeparator('"a,b";c')).toBe(';');
    expect(detectSeparator('"a;b",c')).toBe(',');
    expect(detectSeparator('single')).toBe(';');
  });

  it('reads RFC 4180 quotes: doubled quotes, separators and line breaks inside cells, with lines counted', () => {
    const csv = read('a;b;c\n"x ""quoted"" y";"1;2";"line one\r\nline two\nline three"\n"last";"";plain\r\n');
    expect(csv.rows).toEqual([
      { line: 2, cells: ['x "quoted" y', '1;2', 'line one\r\nline two\nline three'] },
      { line: 5, cells: ['last', '', 'plain'] },
    ]);
  });

  it('takes CR alone, LF alone and CRLF as line ends, skips blank lines and a missing final line end', () => {
    const csv = read('a;b\r1;2\n\n   \r\n3;4\r\r\n5;6');
    expect(csv.rows.map((row) => [row.line, row.cells])).toEqual([
      [2, ['1', '2']],
      [5, ['3', '4']],
      [7, ['5', '6']],
    ]);
  });

  it('skips blank lines before the header and numbers lines from the paste', () => {
    const csv = read('\n\na;b\n1;2');
    expect(csv.headerLine).toBe(3);
    expect(csv.rows[0]!.line).toBe(4);
  });

  it('keeps ragged rows as they are (the plan reports them), and an empty quoted cell is no blank line', () => {
    const csv = read('a;b;c\n1;2\n1;2;3;4\n""');
    expect(csv.rows.map((row) => row.cells)).toEqual([['1', '2'], ['1', '2', '3', '4'], ['']]);
  });

  it('flags a quote left open at the end', () => {
    const csv = read('a;b\n"open;1\n2;3');
    expect(csv.rows).toEqual([{ line: 2, cells: ['open;1\n2;3'], unclosedQuote: true }]);
  });

  it('keeps text after a closing quote, as spreadsheets do', () => {
    expect(read('a;b\n"x"y;z').rows[0]!.cells).toEqual(['xy', 'z']);
  });

  it('stops after maxRows rows and says so', () => {
    const text = `a\n${Array.from({ length: 5 }, (_, index) => String(index)).join('\n')}`;
    expect(read(text, 5).tooManyRows).toBe(false);
    const capped = read(text, 4);
    expect(capped.tooManyRows).toBe(true);
    expect(capped.rows).toHaveLength(4);
  });

  it('answers no header for an empty paste', () => {
    expect(read('').header).toEqual([]);
    expect(read('\uFEFF\r\n\r\n').rows).toEqual([]);
  });

  it('reads 50,000 rows quickly', () => {
    const line = 'Ana;"Durand; fils";ana@example.com;"multi\nline";1,5\r\n';
    const text = `a;b;c;d;e\r\n${line.repeat(50_000)}`;
    const started = performance.now();
    const csv = read(text, 50_000);
    expect(csv.rows).toHaveLength(50_000);
    expect(csv.rows[49_999]!.line).toBe(2 + 49_999 * 2);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
