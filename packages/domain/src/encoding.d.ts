// The WHATWG Encoding API exists in every runtime the domain runs in (browsers, Node), but
// TypeScript types it only in the DOM and Node libs, which would also admit I/O APIs here.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
