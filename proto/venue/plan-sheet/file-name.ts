/** What an exported plan is called: the project's name as a file name ('Summer Gala' → 'summer-gala-floor-plan.pdf'). */
export function planFileName(projectName: string, extension: 'pdf' | 'png' | 'dxf'): string {
  const slug = projectName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'plan'}-floor-plan.${extension}`;
}
