/**
 * One CSV line per row, RFC 4180 quoting. A cell that a spreadsheet would run as a formula
 * (=, +, -, @ first) gets a leading apostrophe, since the log holds user agents others chose.
 */
export function toCsv(rows: string[][]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
