import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * A stream of a page's HTML with `head` inserted right after `<head>` and `body` right after
 * `<body>` (their opening tags, attributes and all). What comes before both is held, at most
 * the document's first bytes; everything after passes as it comes (a character cut between two
 * chunks, whole).
 */
export function insertAfterOpening(marks: { head: string; body: string }): Transform {
  let held = '';
  let done = false;
  // A character split between two chunks is read whole.
  const decoder = new StringDecoder('utf8');
  const insert = (html: string, tag: 'head' | 'body', text: string) =>
    html.replace(new RegExp(`<${tag}(\\s[^>]*)?>`), (opening) => opening + text);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (done) return callback(null, text);
      held += text;
      if (!/<body(\s[^>]*)?>/.test(held)) return callback();
      done = true;
      callback(null, insert(insert(held, 'head', marks.head), 'body', marks.body));
    },
    flush(callback) {
      callback(null, (done ? '' : held) + decoder.end());
    },
  });
}
