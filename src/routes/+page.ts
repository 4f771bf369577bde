// docs/architecture.md "How a start page starts": the start screen is prerendered (paints before JavaScript); the SPA fallback serves the rest.
export const prerender = true;
export const ssr = true;
