import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvHeader, csvLine, joinMulti, neutralised } from './write-csv';

/** What a reader following the import's conventions gets back from a line (papaparse with `;`). */
const readBack = (text: string) => Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n' }).data;

describe('CSV writing (the import conventions)', () => {
  it('starts with a BOM and the header, ends every line with CRLF, separates with ;', () => {
    expect(csvHeader(['firstname', 'jobTitle', 'jobTitle.en'])).toBe(`${CSV_BOM}firstname;jobTitle;jobTitle.en\r\n`);
    expect(csvLine(['Ana', 'Lopez'])).toBe('Ana;Lopez\r\n');
    expect(csvLine(['', ''])).toBe(';\r\n');
  });

  it('quotes a cell holding ; " CR or LF, or starting or ending with a space, doubling inner quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('padded ')).toBe('"padded "');
    expect(csvCell('plain, with comma')).toBe('plain, with comma');
    expect(csvCell('Élodie 🎤')).toBe('Élodie 🎤');
  });

  it('neutralises formula cells starting with = + - @ tab CR or LF with one leading quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n']) {
      expect(neutralised(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    // A cell starting with LF (papaparse's escapeFormulae misses it) and a multi-line formula.
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvCell('=1+1\nsecond line')).toBe(`"'=1+1\nsecond line"`);
    expect(csvCell('\tTab')).toBe(`'\tTab`);
    // Quotes already there: one more, so that the import, which removes one, gives the text back.
    expect(neutralised("'=x")).toBe("''=x");
    expect(neutralised("''@x")).toBe("'''@x");
    // Plain numbers are not formulas; other texts are left alone.
    expect(neutralised('-2')).toBe('-2');
    expect(neutralised('-1,5')).toBe('-1,5');
    expect(neutralised('-1.5')).toBe("'-1.5");
    expect(neutralised('- item')).toBe("'- item");
    expect(neutralised("l'=x")).toBe("l'=x");
    expect(neutralised('a=b')).toBe('a=b');
  });

  it('writes lines a CSV parser reads back to the same cells (after one quote is removed from formulas)', () => {
    const cells = ['a;b', 'say "hi"', 'multi\r\nline', '\nstarts with LF', ' space ', '=cmd|x', 'Zoë; ünïcödé'];
    const [parsed] = readBack(csvLine(cells));
    const unneutralised = parsed!.map((cell) => (/^'+[=+\-@\t\r\n]/.test(cell) ? cell.slice(1) : cell));
    expect(unneutralised).toEqual(cells);
  });

  it('joins several values with | and escapes | and \\ inside them', () => {
    expect(joinMulti(['a', 'b'])).toBe('a|b');
    expect(joinMulti(['a|b', 'c\\d'])).toBe('a\\|b|c\\\\d');
    expect(joinMulti([])).toBe('');
  });
});
