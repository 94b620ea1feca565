/** The document title of a studio page, e.g. 'Publish – Settings Studio' (WCAG 2.4.2: each page has its own title). */
export const studioTitle = (page?: string) => (page ? `${page} – Settings Studio` : 'Settings Studio');
