// SPA: everything runs in the browser (architecture.md); adapter-static serves 200.html as fallback.
// The start pages opt into prerendering (their +page.ts, docs/architecture.md "How a start page starts") so they paint before JavaScript.
export const ssr = false;
export const prerender = false;
export const trailingSlash = 'never';
