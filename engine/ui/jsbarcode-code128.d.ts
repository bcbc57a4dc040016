// jsbarcode's CODE128 encoder from its ES module sources (the package types only its DOM entry point).
declare module "jsbarcode/src/barcodes/CODE128/index.js" {
  export class CODE128 {
    constructor(data: string, options: object);
    valid(): boolean;
    encode(): { text: string; data: string };
  }
}
