/** Escapes text for HTML content and attribute values of the few server-rendered pages. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
