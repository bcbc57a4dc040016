import { CODE128 } from "jsbarcode/src/barcodes/CODE128/index.js";

/**
 * The modules of a CODE128 symbol for `value` ("1" a bar module, "0" a space), start, check and
 * stop characters included, as jsbarcode encodes it (it picks the compact C set for digit runs);
 * null when CODE128 cannot encode the value. Only jsbarcode's encoder is used, from its ES module
 * sources (its published build is CommonJS with every format, about 11 KiB gzip, and its renderer
 * measures text on a canvas, which fails where none is available): the component draws the bars
 * itself as SVG, so this chunk is about 1.4 KiB gzip.
 */
export function code128Modules(value: string): string | null {
  const symbol = new CODE128(value, {});
  if (!symbol.valid()) return null;
  return symbol.encode().data;
}
