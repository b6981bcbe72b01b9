import { deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/**
 * A small XLSX written for the tests: the few parts a spreadsheet reader needs, text
 * as inline strings and numbers as numbers, one sheet or several.
 */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function column(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

type Rows = ReadonlyArray<ReadonlyArray<string | number>>;

function sheetXml(rows: Rows): string {
  return rows
    .map((cells, r) => {
      const xml = cells
        .map((value, c) => {
          const ref = `${column(c)}${r + 1}`;
          return typeof value === 'number'
            ? `<c r="${ref}"><v>${value}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
}

/** One sheet named Cave, or several sheets given by name, in order. */
export function xlsxFile(content: Rows | Readonly<Record<string, Rows>>): Uint8Array {
  const sheets: Array<[string, Rows]> = Array.isArray(content)
    ? [['Cave', content as Rows]]
    : Object.entries(content as Record<string, Rows>);
  const ns = 'http://schemas.openxmlformats.org';
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets>${sheets.map(([name], i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
    ),
  };
  sheets.forEach(([, rows], i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheetXml(rows)}</sheetData></worksheet>`,
    );
  });
  return zipSync(parts);
}

/**
 * A ZIP bomb dressed as an XLSX: a few KB that inflate to `megabytes` of zeros. The entry is
 * stored by hand, as a bomb would be, with sizes in its header that claim to be small.
 */
export function zipBomb(megabytes: number): Uint8Array {
  const data = deflateRawSync(Buffer.alloc(megabytes * 1024 * 1024), { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(0, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(1000, 22);
  header.writeUInt16LE(name.length, 26);
  return new Uint8Array(Buffer.concat([header, name, data]));
}
