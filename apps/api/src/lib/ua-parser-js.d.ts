// ua-parser-js 1.x (MIT; 2.x is AGPL) ships no types: the part of its CommonJS API we use.
declare module 'ua-parser-js' {
  type Result = {
    browser: { name?: string; version?: string; major?: string };
    os: { name?: string; version?: string };
    /** undefined for desktops: the parser only names mobile, tablet, smarttv, console… */
    device: { type?: string; vendor?: string; model?: string };
  };
  /** Called without `new`, it parses and returns the result at once. */
  function UAParser(userAgent?: string): Result;
  export default UAParser;
}
