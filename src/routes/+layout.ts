// SPA: everything runs in the browser (architecture.md); adapter-static serves index.html as fallback.
export const ssr = false;
export const prerender = false;
export const trailingSlash = 'never';
