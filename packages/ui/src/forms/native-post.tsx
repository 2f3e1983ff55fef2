/**
 * Where a form posts before the page's script runs (the storefront's server pages): its
 * action and the hidden fields that go with it. Without it the form only submits by script.
 */
export type NativePost = { action?: string; fields?: Record<string, string> };

export function nativePostProps(post: NativePost | undefined) {
  return post ? { method: 'post', action: post.action } : {};
}

export function NativePostFields({ post }: { post: NativePost | undefined }) {
  return Object.entries(post?.fields ?? {}).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
